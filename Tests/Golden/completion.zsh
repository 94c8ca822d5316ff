#compdef dogs
# zsh completion for dogs; put it in a folder on $fpath as _dogs
# The files in folder $2 of the folder option $1 names, else of the folder that holds $3 (here or above), else of $4.
_dogs_files() {
    local option=$1 sub=$2 marker=$3 dir= i
    for (( i = 2; i < CURRENT; i++ )); do
        [[ $words[i] == $option ]] && dir=${(Q)words[i+1]}
    done
    if [[ -z $dir ]]; then
        if [[ -f $marker ]]; then dir=.; elif [[ -f ../$marker ]]; then dir=..; else dir=$4; fi
    fi
    # -W takes an absolute folder.
    dir=${dir/#\~/$HOME}
    _files -W "${dir:a}/$sub"
}
_dogs() {
    local -a commands
    commands=(
        'fetch:Download random dog pictures into a gallery folder.'
        'breeds:List the breeds dog.ceo knows, one a line\: the key --breed takes (hound/afghan) and the name people use.'
        'index:Rebuild index.html, index.md, feed.xml and pages/ from the gallery'\''s manifest.'
        'remove:Remove pictures from the gallery, so that no later fetch brings them back.'
        'verify:Check every picture against the manifest (present, size, SHA-256, format) and list files it does not know.'
        'schedule:Fetch into a gallery from cron\: put its line in this user'\''s crontab, or list or remove such lines.'
        'status:Tell how a gallery is doing\: its pictures, how its last run ended, and its schedule.'
        'completions:Print a shell completion script for dogs.'
        'manual:Print the dogs(1) manual page, for man to read.'
        'version:Print the version of dogs, as --version does.'
        'help:Show subcommand help information.'
    )
    if (( CURRENT == 2 )); then
        _describe 'command' commands
        return
    fi
    # The subcommand's own arguments start after it, where _arguments looks for them.
    local subcommand=$words[2]
    shift words
    (( CURRENT-- ))
    case $subcommand in
    fetch)
        _arguments \
            '--count[How many new pictures to add.]:n: ' \
            '--breed[Only this breed or sub-breed\: hound, hound/afghan (as '\''dogs breeds'\'' lists them), hound-afghan or "Afghan Hound".]:breed:(affenpinscher african airedale akita appenzeller australian australian/kelpie australian/shepherd bakharwal bakharwal/indian basenji beagle bluetick borzoi bouvier boxer brabancon briard buhund buhund/norwegian bulldog bulldog/boston bulldog/english bulldog/french bullterrier bullterrier/staffordshire cattledog cattledog/australian cavapoo chihuahua chippiparai chippiparai/indian chow clumber cockapoo collie collie/border coonhound corgi corgi/cardigan cotondetulear dachshund dalmatian dane dane/great danish danish/swedish deerhound deerhound/scottish dhole dingo doberman elkhound elkhound/norwegian entlebucher eskimo finnish finnish/lapphund frise frise/bichon gaddi gaddi/indian germanshepherd greyhound greyhound/indian greyhound/italian groenendael havanese hound hound/afghan hound/basset hound/blood hound/english hound/ibizan hound/plott hound/walker husky keeshond kelpie kombai komondor kuvasz labradoodle labrador leonberg lhasa malamute malinois maltese mastiff mastiff/bull mastiff/english mastiff/indian mastiff/tibetan mexicanhairless mix mountain mountain/bernese mountain/swiss mudhol mudhol/indian newfoundland otterhound ovcharka ovcharka/caucasian papillon pariah pariah/indian pekinese pembroke pinscher pinscher/miniature pitbull pointer pointer/german pointer/germanlonghair pomeranian poodle poodle/medium poodle/miniature poodle/standard poodle/toy pug puggle pyrenees rajapalayam rajapalayam/indian redbone retriever retriever/chesapeake retriever/curly retriever/flatcoated retriever/golden ridgeback ridgeback/rhodesian rottweiler saluki samoyed schipperke schnauzer schnauzer/giant schnauzer/miniature segugio segugio/italian setter setter/english setter/gordon setter/irish sharpei sheepdog sheepdog/english sheepdog/indian sheepdog/shetland shiba shihtzu spaniel spaniel/blenheim spaniel/brittany spaniel/cocker spaniel/irish spaniel/japanese spaniel/sussex spaniel/welsh spitz spitz/indian spitz/japanese springer springer/english stbernard terrier terrier/american terrier/australian terrier/bedlington terrier/border terrier/cairn terrier/dandie terrier/fox terrier/irish terrier/kerryblue terrier/lakeland terrier/norfolk terrier/norwich terrier/patterdale terrier/russell terrier/scottish terrier/sealyham terrier/silky terrier/tibetan terrier/toy terrier/welsh terrier/westhighland terrier/wheaten terrier/yorkshire tervuren vizsla waterdog waterdog/spanish weimaraner whippet wolfhound wolfhound/irish)' \
            '--out[The gallery folder.]:dir:_directories' \
            '--concurrency[Pictures downloaded at once.]:n: ' \
            '--retries[Retries of a failed request (transport errors, time-outs, HTTP 5xx and 429; not a host name that does not resolve); 0 turns retrying off.]:n: ' \
            '--timeout[How long a request may wait for the server, in whole seconds.]:seconds: ' \
            '--max-time[Stop the whole run after this long, keeping what is complete.]:seconds: ' \
            '--max-bytes[The largest picture to keep, in bytes or with K, M or G after the number; larger ones are cut off while they arrive.]:size: ' \
            '--allow-host[Also download pictures from https\://<host> (or host\:port). For a local http mirror, point --api-base at it.]:host: ' \
            '--keep[Keep only the newest n pictures, removing older ones in the same update.]:n: ' \
            '--site-url[Where the gallery is published, for absolute links in feed.xml; remembered. "" forgets it.]:url: ' \
            '--title[The gallery'\''s title on its front page and in its feed; remembered. "" goes back to Dogs.]:text: ' \
            '--api-base[The Dog CEO API to ask; DOGS_API_BASE sets it when this is absent.]:url: ' \
            '--dry-run[Ask the API and print what would be downloaded and what --keep would remove; write nothing. Not with --json or --quiet.]' \
            '--json[Print the run as one JSON object instead of the summary line.]' \
            '(-q --quiet)'{-q,--quiet}'[Print nothing on success; errors still go to stderr.]' \
            '(-v --verbose)'{-v,--verbose}'[Log each request with its status and time, and each retry with its wait and cause, to stderr.]' \
            '--every[How often this fetch is scheduled ('\''dogs schedule'\'' writes it)\: kept with the run'\''s record, so that '\''dogs status'\'' tells a late run from the record alone.]:interval: ' \
            '--prometheus-file[Write the gallery'\''s metrics, as '\''dogs status --prometheus'\'' prints them, to this file (node_exporter'\''s textfile collector reads it), replacing it in one step.]:file: ' \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    breeds)
        _arguments \
            '--api-base[The Dog CEO API to ask; DOGS_API_BASE sets it when this is absent.]:url: ' \
            '--json[Print the breeds as one JSON object, errors too.]' \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    index)
        _arguments \
            '--out[The gallery folder.]:dir:_directories' \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    remove)
        _arguments \
            '*:picture: _dogs_files --out images manifest.jsonl gallery' \
            '--out[The gallery folder.]:dir:_directories' \
            '--dry-run[Print what would be removed; write nothing.]' \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    verify)
        _arguments \
            '--out[The gallery folder.]:dir:_directories' \
            '--repair[Download missing and damaged pictures again from their sources; drop from the manifest those that cannot be had again.]' \
            '--retries[Retries of a failed request (transport errors, time-outs, HTTP 5xx and 429; not a host name that does not resolve); 0 turns retrying off.]:n: ' \
            '--timeout[How long a request may wait for the server, in whole seconds.]:seconds: ' \
            '--max-bytes[The largest picture to keep, in bytes or with K, M or G after the number; larger ones are cut off while they arrive.]:size: ' \
            '--allow-host[Also download pictures from https\://<host> (or host\:port). For a local http mirror, point --api-base at it.]:host: ' \
            '--api-base[The Dog CEO API to ask; DOGS_API_BASE sets it when this is absent.]:url: ' \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    schedule)
        _arguments \
            '--every[How often\: 10m, 12m, 15m, 20m, 30m, 1h, 2h, 3h, 4h, 6h, 8h, 12h, 1d or 7d.]:interval: ' \
            '--count[How many new pictures to add.]:n: ' \
            '--breed[Only this breed or sub-breed\: hound, hound/afghan (as '\''dogs breeds'\'' lists them), hound-afghan or "Afghan Hound".]:breed:(affenpinscher african airedale akita appenzeller australian australian/kelpie australian/shepherd bakharwal bakharwal/indian basenji beagle bluetick borzoi bouvier boxer brabancon briard buhund buhund/norwegian bulldog bulldog/boston bulldog/english bulldog/french bullterrier bullterrier/staffordshire cattledog cattledog/australian cavapoo chihuahua chippiparai chippiparai/indian chow clumber cockapoo collie collie/border coonhound corgi corgi/cardigan cotondetulear dachshund dalmatian dane dane/great danish danish/swedish deerhound deerhound/scottish dhole dingo doberman elkhound elkhound/norwegian entlebucher eskimo finnish finnish/lapphund frise frise/bichon gaddi gaddi/indian germanshepherd greyhound greyhound/indian greyhound/italian groenendael havanese hound hound/afghan hound/basset hound/blood hound/english hound/ibizan hound/plott hound/walker husky keeshond kelpie kombai komondor kuvasz labradoodle labrador leonberg lhasa malamute malinois maltese mastiff mastiff/bull mastiff/english mastiff/indian mastiff/tibetan mexicanhairless mix mountain mountain/bernese mountain/swiss mudhol mudhol/indian newfoundland otterhound ovcharka ovcharka/caucasian papillon pariah pariah/indian pekinese pembroke pinscher pinscher/miniature pitbull pointer pointer/german pointer/germanlonghair pomeranian poodle poodle/medium poodle/miniature poodle/standard poodle/toy pug puggle pyrenees rajapalayam rajapalayam/indian redbone retriever retriever/chesapeake retriever/curly retriever/flatcoated retriever/golden ridgeback ridgeback/rhodesian rottweiler saluki samoyed schipperke schnauzer schnauzer/giant schnauzer/miniature segugio segugio/italian setter setter/english setter/gordon setter/irish sharpei sheepdog sheepdog/english sheepdog/indian sheepdog/shetland shiba shihtzu spaniel spaniel/blenheim spaniel/brittany spaniel/cocker spaniel/irish spaniel/japanese spaniel/sussex spaniel/welsh spitz spitz/indian spitz/japanese springer springer/english stbernard terrier terrier/american terrier/australian terrier/bedlington terrier/border terrier/cairn terrier/dandie terrier/fox terrier/irish terrier/kerryblue terrier/lakeland terrier/norfolk terrier/norwich terrier/patterdale terrier/russell terrier/scottish terrier/sealyham terrier/silky terrier/tibetan terrier/toy terrier/welsh terrier/westhighland terrier/wheaten terrier/yorkshire tervuren vizsla waterdog waterdog/spanish weimaraner whippet wolfhound wolfhound/irish)' \
            '--concurrency[Pictures downloaded at once.]:n: ' \
            '--retries[Retries of a failed request (transport errors, time-outs, HTTP 5xx and 429; not a host name that does not resolve); 0 turns retrying off.]:n: ' \
            '--timeout[How long a request may wait for the server, in whole seconds.]:seconds: ' \
            '--max-time[Stop the whole run after this long, keeping what is complete.]:seconds: ' \
            '--max-bytes[The largest picture to keep, in bytes or with K, M or G after the number; larger ones are cut off while they arrive.]:size: ' \
            '--allow-host[Also download pictures from https\://<host> (or host\:port). For a local http mirror, point --api-base at it.]:host: ' \
            '--keep[Keep only the newest n pictures, removing older ones in the same update.]:n: ' \
            '--site-url[Where the gallery is published, for absolute links in feed.xml; remembered. "" forgets it.]:url: ' \
            '--title[The gallery'\''s title on its front page and in its feed; remembered. "" goes back to Dogs.]:text: ' \
            '--api-base[The Dog CEO API to ask; DOGS_API_BASE sets it when this is absent.]:url: ' \
            '--prometheus-file[Write the gallery'\''s metrics, as '\''dogs status --prometheus'\'' prints them, to this file (node_exporter'\''s textfile collector reads it), replacing it in one step.]:file: ' \
            '--out[The gallery folder.]:dir:_directories' \
            '--list[List the galleries this user'\''s crontab and systemd user timers fetch into, with their intervals and commands.]' \
            '--remove[Take the gallery'\''s line out of the crontab (with --systemd, its units out of ~/.config/systemd/user).]' \
            '--print[Print the crontab line (with --systemd, the units) and change nothing.]' \
            '--systemd[Write a systemd user service and timer to ~/.config/systemd/user instead of a crontab line.]' \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    status)
        _arguments \
            '--out[The gallery folder.]:dir:_directories' \
            '(-w --warning)'{-w,--warning}'[WARNING when no fetch succeeded for longer than this\: seconds, or a number with s, m, h or d.]:age: ' \
            '(-c --critical)'{-c,--critical}'[CRITICAL when no fetch succeeded for longer than this\: seconds, or a number with s, m, h or d.]:age: ' \
            '--json[Print the status as one JSON object, as '\''dogs fetch --json'\'' prints its run.]' \
            '--prometheus[Print the gallery'\''s metrics in Prometheus'\'' text format instead, for node_exporter'\''s textfile collector.]' \
            '--prometheus-file[Write the gallery'\''s metrics, as '\''dogs status --prometheus'\'' prints them, to this file (node_exporter'\''s textfile collector reads it), replacing it in one step.]:file: ' \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    completions)
        _arguments \
            '1:shell:(bash zsh fish)' \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    manual)
        _arguments \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    version)
        _arguments \
            '(-h --help)'{-h,--help}'[Show help information.]' ;;
    help) _describe 'command' commands ;;
    esac
}
_dogs "$@"
