# fish completion for dogs; load with: dogs completions fish | source
# The files in folder $2 of the folder option $1 names, else of the folder that holds $3 (here or above), else of $4.
function __dogs_files
    set -l tokens (commandline -opc)
    set -l dir
    for i in (seq 2 (math (count $tokens) - 1))
        test "$tokens[$i]" = $argv[1]; and set dir $tokens[(math $i + 1)]
    end
    if test -z "$dir"
        if test -f $argv[3]; set dir .; else if test -f ../$argv[3]; set dir ..; else; set dir $argv[4]; end
    end
    for file in $dir/$argv[2]/*
        test -f $file; and basename $file
    end
end
complete -c dogs -f
complete -c dogs -n __fish_use_subcommand -a fetch -d 'Download random dog pictures into a gallery folder.'
complete -c dogs -n __fish_use_subcommand -a breeds -d 'List the breeds dog.ceo knows, one a line: the key --breed takes (hound/afghan) and the name people use.'
complete -c dogs -n __fish_use_subcommand -a index -d 'Rebuild index.html, index.md, feed.xml and pages/ from the gallery\'s manifest.'
complete -c dogs -n __fish_use_subcommand -a remove -d 'Remove pictures from the gallery, so that no later fetch brings them back.'
complete -c dogs -n __fish_use_subcommand -a verify -d 'Check every picture against the manifest (present, size, SHA-256, format) and list files it does not know.'
complete -c dogs -n __fish_use_subcommand -a completions -d 'Print a shell completion script for dogs.'
complete -c dogs -n __fish_use_subcommand -a manual -d 'Print the dogs(1) manual page, for man to read.'
complete -c dogs -n __fish_use_subcommand -a version -d 'Print the version of dogs, as --version does.'
complete -c dogs -n __fish_use_subcommand -a help -d 'Show subcommand help information.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l count -r -d 'How many new pictures to add.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l breed -x -a 'affenpinscher african airedale akita appenzeller australian australian/kelpie australian/shepherd bakharwal bakharwal/indian basenji beagle bluetick borzoi bouvier boxer brabancon briard buhund buhund/norwegian bulldog bulldog/boston bulldog/english bulldog/french bullterrier bullterrier/staffordshire cattledog cattledog/australian cavapoo chihuahua chippiparai chippiparai/indian chow clumber cockapoo collie collie/border coonhound corgi corgi/cardigan cotondetulear dachshund dalmatian dane dane/great danish danish/swedish deerhound deerhound/scottish dhole dingo doberman elkhound elkhound/norwegian entlebucher eskimo finnish finnish/lapphund frise frise/bichon gaddi gaddi/indian germanshepherd greyhound greyhound/indian greyhound/italian groenendael havanese hound hound/afghan hound/basset hound/blood hound/english hound/ibizan hound/plott hound/walker husky keeshond kelpie kombai komondor kuvasz labradoodle labrador leonberg lhasa malamute malinois maltese mastiff mastiff/bull mastiff/english mastiff/indian mastiff/tibetan mexicanhairless mix mountain mountain/bernese mountain/swiss mudhol mudhol/indian newfoundland otterhound ovcharka ovcharka/caucasian papillon pariah pariah/indian pekinese pembroke pinscher pinscher/miniature pitbull pointer pointer/german pointer/germanlonghair pomeranian poodle poodle/medium poodle/miniature poodle/standard poodle/toy pug puggle pyrenees rajapalayam rajapalayam/indian redbone retriever retriever/chesapeake retriever/curly retriever/flatcoated retriever/golden ridgeback ridgeback/rhodesian rottweiler saluki samoyed schipperke schnauzer schnauzer/giant schnauzer/miniature segugio segugio/italian setter setter/english setter/gordon setter/irish sharpei sheepdog sheepdog/english sheepdog/indian sheepdog/shetland shiba shihtzu spaniel spaniel/blenheim spaniel/brittany spaniel/cocker spaniel/irish spaniel/japanese spaniel/sussex spaniel/welsh spitz spitz/indian spitz/japanese springer springer/english stbernard terrier terrier/american terrier/australian terrier/bedlington terrier/border terrier/cairn terrier/dandie terrier/fox terrier/irish terrier/kerryblue terrier/lakeland terrier/norfolk terrier/norwich terrier/patterdale terrier/russell terrier/scottish terrier/sealyham terrier/silky terrier/tibetan terrier/toy terrier/welsh terrier/westhighland terrier/wheaten terrier/yorkshire tervuren vizsla waterdog waterdog/spanish weimaraner whippet wolfhound wolfhound/irish' -d 'Only this breed or sub-breed: hound, hound/afghan (as \'dogs breeds\' lists them), hound-afghan or "Afghan Hound".'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l out -x -a '(__fish_complete_directories (commandline -ct))' -d 'The gallery folder.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l concurrency -r -d 'Pictures downloaded at once.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l retries -r -d 'Retries of a failed request (transport errors, time-outs, HTTP 5xx and 429); 0 turns retrying off.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l timeout -r -d 'How long a request may wait for the server, in whole seconds.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l max-time -r -d 'Stop the whole run after this long, keeping what is complete.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l max-bytes -r -d 'The largest picture to keep, in bytes or with K, M or G after the number; larger ones are cut off while they arrive.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l allow-host -r -d 'Also download pictures from https://<host> (or host:port). For a local http mirror, point --api-base at it.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l keep -r -d 'Keep only the newest n pictures, removing older ones in the same update.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l site-url -r -d 'Where the gallery is published, for absolute links in feed.xml; remembered. "" forgets it.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l title -r -d 'The gallery\'s title on its front page and in its feed; remembered. "" goes back to Dogs.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l api-base -r -d 'The Dog CEO API to ask; DOGS_API_BASE sets it when this is absent.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l dry-run -d 'Ask the API and print what would be downloaded and what --keep would remove; write nothing. Not with --json or --quiet.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l json -d 'Print the run as one JSON object instead of the summary line.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l quiet -s q -d 'Print nothing on success; errors still go to stderr.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l verbose -s v -d 'Log each request with its status and time to stderr.'
complete -c dogs -n '__fish_seen_subcommand_from fetch' -l help -s h -d 'Show help information.'
complete -c dogs -n '__fish_seen_subcommand_from breeds' -l api-base -r -d 'The Dog CEO API to ask; DOGS_API_BASE sets it when this is absent.'
complete -c dogs -n '__fish_seen_subcommand_from breeds' -l json -d 'Print the breeds as one JSON object, errors too.'
complete -c dogs -n '__fish_seen_subcommand_from breeds' -l help -s h -d 'Show help information.'
complete -c dogs -n '__fish_seen_subcommand_from index' -l out -x -a '(__fish_complete_directories (commandline -ct))' -d 'The gallery folder.'
complete -c dogs -n '__fish_seen_subcommand_from index' -l help -s h -d 'Show help information.'
complete -c dogs -n '__fish_seen_subcommand_from remove' -a '(__dogs_files --out images manifest.jsonl gallery)'
complete -c dogs -n '__fish_seen_subcommand_from remove' -l out -x -a '(__fish_complete_directories (commandline -ct))' -d 'The gallery folder.'
complete -c dogs -n '__fish_seen_subcommand_from remove' -l dry-run -d 'Print what would be removed; write nothing.'
complete -c dogs -n '__fish_seen_subcommand_from remove' -l help -s h -d 'Show help information.'
complete -c dogs -n '__fish_seen_subcommand_from verify' -l out -x -a '(__fish_complete_directories (commandline -ct))' -d 'The gallery folder.'
complete -c dogs -n '__fish_seen_subcommand_from verify' -l repair -d 'Download missing and damaged pictures again from their sources; drop from the manifest those that cannot be had again.'
complete -c dogs -n '__fish_seen_subcommand_from verify' -l retries -r -d 'Retries of a failed request (transport errors, time-outs, HTTP 5xx and 429); 0 turns retrying off.'
complete -c dogs -n '__fish_seen_subcommand_from verify' -l timeout -r -d 'How long a request may wait for the server, in whole seconds.'
complete -c dogs -n '__fish_seen_subcommand_from verify' -l max-bytes -r -d 'The largest picture to keep, in bytes or with K, M or G after the number; larger ones are cut off while they arrive.'
complete -c dogs -n '__fish_seen_subcommand_from verify' -l allow-host -r -d 'Also download pictures from https://<host> (or host:port). For a local http mirror, point --api-base at it.'
complete -c dogs -n '__fish_seen_subcommand_from verify' -l api-base -r -d 'The Dog CEO API to ask; DOGS_API_BASE sets it when this is absent.'
complete -c dogs -n '__fish_seen_subcommand_from verify' -l help -s h -d 'Show help information.'
complete -c dogs -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'
complete -c dogs -n '__fish_seen_subcommand_from completions' -l help -s h -d 'Show help information.'
complete -c dogs -n '__fish_seen_subcommand_from manual' -l help -s h -d 'Show help information.'
complete -c dogs -n '__fish_seen_subcommand_from version' -l help -s h -d 'Show help information.'
