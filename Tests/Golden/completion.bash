# bash completion for dogs; load with: source <(dogs completions bash)
# Folders, one a line, so a name with spaces stays whole; -o filenames quotes them and ends a folder with /.
_dogs_folders() {
    local IFS=$'\n'
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -d -- "$1"))
}
# The files in folder $2 of the folder option $1 names, else of the folder that holds $3 (here or above), else of $4.
_dogs_files() {
    local option=$1 sub=$2 marker=$3 dir= i IFS=$'\n'
    for ((i = 2; i < COMP_CWORD; i++)); do
        [ "${COMP_WORDS[i]}" = "$option" ] && dir=${COMP_WORDS[i+1]}
    done
    if [ -z "$dir" ]; then
        if [ -f "$marker" ]; then dir=.; elif [ -f "../$marker" ]; then dir=..; else dir=$4; fi
    fi
    COMPREPLY=($(cd -- "${dir/#\~/$HOME}/$sub" 2>/dev/null && compgen -f -- "$cur"))
}
_dogs() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "fetch breeds index remove verify schedule status completions manual version help --version --help" -- "$cur"))
        return
    fi
    case ${COMP_WORDS[1]} in
    fetch)
        case $prev in
        --count|--concurrency|--retries|--timeout|--max-time|--max-bytes|--allow-host|--keep|--site-url|--title|--api-base|--every|--prometheus-file) return ;;
        --breed) COMPREPLY=($(compgen -W "affenpinscher african airedale akita appenzeller australian australian/kelpie australian/shepherd bakharwal bakharwal/indian basenji beagle bluetick borzoi bouvier boxer brabancon briard buhund buhund/norwegian bulldog bulldog/boston bulldog/english bulldog/french bullterrier bullterrier/staffordshire cattledog cattledog/australian cavapoo chihuahua chippiparai chippiparai/indian chow clumber cockapoo collie collie/border coonhound corgi corgi/cardigan cotondetulear dachshund dalmatian dane dane/great danish danish/swedish deerhound deerhound/scottish dhole dingo doberman elkhound elkhound/norwegian entlebucher eskimo finnish finnish/lapphund frise frise/bichon gaddi gaddi/indian germanshepherd greyhound greyhound/indian greyhound/italian groenendael havanese hound hound/afghan hound/basset hound/blood hound/english hound/ibizan hound/plott hound/walker husky keeshond kelpie kombai komondor kuvasz labradoodle labrador leonberg lhasa malamute malinois maltese mastiff mastiff/bull mastiff/english mastiff/indian mastiff/tibetan mexicanhairless mix mountain mountain/bernese mountain/swiss mudhol mudhol/indian newfoundland otterhound ovcharka ovcharka/caucasian papillon pariah pariah/indian pekinese pembroke pinscher pinscher/miniature pitbull pointer pointer/german pointer/germanlonghair pomeranian poodle poodle/medium poodle/miniature poodle/standard poodle/toy pug puggle pyrenees rajapalayam rajapalayam/indian redbone retriever retriever/chesapeake retriever/curly retriever/flatcoated retriever/golden ridgeback ridgeback/rhodesian rottweiler saluki samoyed schipperke schnauzer schnauzer/giant schnauzer/miniature segugio segugio/italian setter setter/english setter/gordon setter/irish sharpei sheepdog sheepdog/english sheepdog/indian sheepdog/shetland shiba shihtzu spaniel spaniel/blenheim spaniel/brittany spaniel/cocker spaniel/irish spaniel/japanese spaniel/sussex spaniel/welsh spitz spitz/indian spitz/japanese springer springer/english stbernard terrier terrier/american terrier/australian terrier/bedlington terrier/border terrier/cairn terrier/dandie terrier/fox terrier/irish terrier/kerryblue terrier/lakeland terrier/norfolk terrier/norwich terrier/patterdale terrier/russell terrier/scottish terrier/sealyham terrier/silky terrier/tibetan terrier/toy terrier/welsh terrier/westhighland terrier/wheaten terrier/yorkshire tervuren vizsla waterdog waterdog/spanish weimaraner whippet wolfhound wolfhound/irish" -- "$cur")); return ;;
        --out) _dogs_folders "$cur"; return ;;
        esac
        COMPREPLY=($(compgen -W "--count --breed --out --concurrency --retries --timeout --max-time --max-bytes --allow-host --keep --site-url --title --api-base --dry-run --json --quiet --verbose --every --prometheus-file --help" -- "$cur")) ;;
    breeds)
        case $prev in
        --api-base) return ;;
        esac
        COMPREPLY=($(compgen -W "--api-base --json --help" -- "$cur")) ;;
    index)
        case $prev in
        --out) _dogs_folders "$cur"; return ;;
        esac
        COMPREPLY=($(compgen -W "--out --help" -- "$cur")) ;;
    remove)
        case $prev in
        --out) _dogs_folders "$cur"; return ;;
        esac
        case $cur in -*) ;; *) _dogs_files --out images manifest.jsonl gallery; return ;; esac
        COMPREPLY=($(compgen -W "--out --dry-run --help" -- "$cur")) ;;
    verify)
        case $prev in
        --out) _dogs_folders "$cur"; return ;;
        --retries|--timeout|--max-bytes|--allow-host|--api-base) return ;;
        esac
        COMPREPLY=($(compgen -W "--out --repair --retries --timeout --max-bytes --allow-host --api-base --help" -- "$cur")) ;;
    schedule)
        case $prev in
        --every|--count|--concurrency|--retries|--timeout|--max-time|--max-bytes|--allow-host|--keep|--site-url|--title|--api-base|--prometheus-file) return ;;
        --breed) COMPREPLY=($(compgen -W "affenpinscher african airedale akita appenzeller australian australian/kelpie australian/shepherd bakharwal bakharwal/indian basenji beagle bluetick borzoi bouvier boxer brabancon briard buhund buhund/norwegian bulldog bulldog/boston bulldog/english bulldog/french bullterrier bullterrier/staffordshire cattledog cattledog/australian cavapoo chihuahua chippiparai chippiparai/indian chow clumber cockapoo collie collie/border coonhound corgi corgi/cardigan cotondetulear dachshund dalmatian dane dane/great danish danish/swedish deerhound deerhound/scottish dhole dingo doberman elkhound elkhound/norwegian entlebucher eskimo finnish finnish/lapphund frise frise/bichon gaddi gaddi/indian germanshepherd greyhound greyhound/indian greyhound/italian groenendael havanese hound hound/afghan hound/basset hound/blood hound/english hound/ibizan hound/plott hound/walker husky keeshond kelpie kombai komondor kuvasz labradoodle labrador leonberg lhasa malamute malinois maltese mastiff mastiff/bull mastiff/english mastiff/indian mastiff/tibetan mexicanhairless mix mountain mountain/bernese mountain/swiss mudhol mudhol/indian newfoundland otterhound ovcharka ovcharka/caucasian papillon pariah pariah/indian pekinese pembroke pinscher pinscher/miniature pitbull pointer pointer/german pointer/germanlonghair pomeranian poodle poodle/medium poodle/miniature poodle/standard poodle/toy pug puggle pyrenees rajapalayam rajapalayam/indian redbone retriever retriever/chesapeake retriever/curly retriever/flatcoated retriever/golden ridgeback ridgeback/rhodesian rottweiler saluki samoyed schipperke schnauzer schnauzer/giant schnauzer/miniature segugio segugio/italian setter setter/english setter/gordon setter/irish sharpei sheepdog sheepdog/english sheepdog/indian sheepdog/shetland shiba shihtzu spaniel spaniel/blenheim spaniel/brittany spaniel/cocker spaniel/irish spaniel/japanese spaniel/sussex spaniel/welsh spitz spitz/indian spitz/japanese springer springer/english stbernard terrier terrier/american terrier/australian terrier/bedlington terrier/border terrier/cairn terrier/dandie terrier/fox terrier/irish terrier/kerryblue terrier/lakeland terrier/norfolk terrier/norwich terrier/patterdale terrier/russell terrier/scottish terrier/sealyham terrier/silky terrier/tibetan terrier/toy terrier/welsh terrier/westhighland terrier/wheaten terrier/yorkshire tervuren vizsla waterdog waterdog/spanish weimaraner whippet wolfhound wolfhound/irish" -- "$cur")); return ;;
        --out) _dogs_folders "$cur"; return ;;
        esac
        COMPREPLY=($(compgen -W "--every --count --breed --concurrency --retries --timeout --max-time --max-bytes --allow-host --keep --site-url --title --api-base --prometheus-file --out --list --remove --print --systemd --help" -- "$cur")) ;;
    status)
        case $prev in
        --out) _dogs_folders "$cur"; return ;;
        --warning|--critical|--prometheus-file) return ;;
        esac
        COMPREPLY=($(compgen -W "--out --warning --critical --json --prometheus --prometheus-file --help" -- "$cur")) ;;
    completions)
        COMPREPLY=($(compgen -W "bash zsh fish --help" -- "$cur")) ;;
    manual)
        COMPREPLY=($(compgen -W "--help" -- "$cur")) ;;
    version)
        COMPREPLY=($(compgen -W "--help" -- "$cur")) ;;
    help) COMPREPLY=($(compgen -W "fetch breeds index remove verify schedule status completions manual version" -- "$cur")) ;;
    esac
}
complete -F _dogs dogs
