# bash completion for dogs; load with: source <(dogs completions bash)
# Folders, one a line, so a name with spaces stays whole; -o filenames quotes them and ends a folder with /.
_dogs_folders() {
    local IFS=$'\n'
    compopt -o filenames 2>/dev/null
    COMPREPLY=($(compgen -d -- "$1"))
}
# The names of $1, a line each, that start with what was typed, whatever its case; quoted for the command line.
# The user's nocasematch is put back as it was, by eval: the line it is kept in is one word.
_dogs_names() {
    local IFS=$'\n' name restore
    restore=$(shopt -p nocasematch) || :
    shopt -s nocasematch
    COMPREPLY=()
    for name in $1; do
        [[ $name == "$cur"* ]] && COMPREPLY+=("$(printf '%q' "$name")")
    done
    eval "$restore"
}
# The files in folder $2 of the folder option $1 names, else of the folder that holds $3 (here or above), else of $4;
# typed after "$2/", as the manifest names them, they keep it.
_dogs_files() {
    local option=$1 sub=$2 marker=$3 dir= i prefix= IFS=$'\n'
    for ((i = 2; i < COMP_CWORD; i++)); do
        [ "${COMP_WORDS[i]}" = "$option" ] && dir=${COMP_WORDS[i+1]}
    done
    if [ -z "$dir" ]; then
        if [ -f "$marker" ]; then dir=.; elif [ -f "../$marker" ]; then dir=..; else dir=$4; fi
    fi
    [[ $cur == "$sub"/* ]] && prefix=$sub/
    COMPREPLY=($(cd -- "${dir/#\~/$HOME}/$sub" 2>/dev/null && compgen -f -- "${cur#"$prefix"}"))
    [ -z "$prefix" ] || [ ${#COMPREPLY[@]} -eq 0 ] || COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
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
        --breed) _dogs_names $'affenpinscher\nafrican\nairedale\nakita\nappenzeller\naustralian\naustralian/kelpie\naustralian/shepherd\nbakharwal\nbakharwal/indian\nbasenji\nbeagle\nbluetick\nborzoi\nbouvier\nboxer\nbrabancon\nbriard\nbuhund\nbuhund/norwegian\nbulldog\nbulldog/boston\nbulldog/english\nbulldog/french\nbullterrier\nbullterrier/staffordshire\ncattledog\ncattledog/australian\ncavapoo\nchihuahua\nchippiparai\nchippiparai/indian\nchow\nclumber\ncockapoo\ncollie\ncollie/border\ncoonhound\ncorgi\ncorgi/cardigan\ncotondetulear\ndachshund\ndalmatian\ndane\ndane/great\ndanish\ndanish/swedish\ndeerhound\ndeerhound/scottish\ndhole\ndingo\ndoberman\nelkhound\nelkhound/norwegian\nentlebucher\neskimo\nfinnish\nfinnish/lapphund\nfrise\nfrise/bichon\ngaddi\ngaddi/indian\ngermanshepherd\ngreyhound\ngreyhound/indian\ngreyhound/italian\ngroenendael\nhavanese\nhound\nhound/afghan\nhound/basset\nhound/blood\nhound/english\nhound/ibizan\nhound/plott\nhound/walker\nhusky\nkeeshond\nkelpie\nkombai\nkomondor\nkuvasz\nlabradoodle\nlabrador\nleonberg\nlhasa\nmalamute\nmalinois\nmaltese\nmastiff\nmastiff/bull\nmastiff/english\nmastiff/indian\nmastiff/tibetan\nmexicanhairless\nmix\nmountain\nmountain/bernese\nmountain/swiss\nmudhol\nmudhol/indian\nnewfoundland\notterhound\novcharka\novcharka/caucasian\npapillon\npariah\npariah/indian\npekinese\npembroke\npinscher\npinscher/miniature\npitbull\npointer\npointer/german\npointer/germanlonghair\npomeranian\npoodle\npoodle/medium\npoodle/miniature\npoodle/standard\npoodle/toy\npug\npuggle\npyrenees\nrajapalayam\nrajapalayam/indian\nredbone\nretriever\nretriever/chesapeake\nretriever/curly\nretriever/flatcoated\nretriever/golden\nridgeback\nridgeback/rhodesian\nrottweiler\nsaluki\nsamoyed\nschipperke\nschnauzer\nschnauzer/giant\nschnauzer/miniature\nsegugio\nsegugio/italian\nsetter\nsetter/english\nsetter/gordon\nsetter/irish\nsharpei\nsheepdog\nsheepdog/english\nsheepdog/indian\nsheepdog/shetland\nshiba\nshihtzu\nspaniel\nspaniel/blenheim\nspaniel/brittany\nspaniel/cocker\nspaniel/irish\nspaniel/japanese\nspaniel/sussex\nspaniel/welsh\nspitz\nspitz/indian\nspitz/japanese\nspringer\nspringer/english\nstbernard\nterrier\nterrier/american\nterrier/australian\nterrier/bedlington\nterrier/border\nterrier/cairn\nterrier/dandie\nterrier/fox\nterrier/irish\nterrier/kerryblue\nterrier/lakeland\nterrier/norfolk\nterrier/norwich\nterrier/patterdale\nterrier/russell\nterrier/scottish\nterrier/sealyham\nterrier/silky\nterrier/tibetan\nterrier/toy\nterrier/welsh\nterrier/westhighland\nterrier/wheaten\nterrier/yorkshire\ntervuren\nvizsla\nwaterdog\nwaterdog/spanish\nweimaraner\nwhippet\nwolfhound\nwolfhound/irish\nAffenpinscher\nAfghan Hound\nAfrican Wild Dog\nAiredale Terrier\nAkita\nAlaskan Malamute\nAmerican Staffordshire Terrier\nAppenzeller Sennenhund\nAustralian Cattle Dog\nAustralian Kelpie\nAustralian Shepherd\nAustralian Terrier\nBakharwal Dog\nBasenji\nBasset Hound\nBeagle\nBedlington Terrier\nBelgian Malinois\nBelgian Tervuren\nBernese Mountain Dog\nBichon Frise\nBlack and Tan Coonhound\nBlenheim Spaniel\nBloodhound\nBluetick Coonhound\nBorder Collie\nBorder Terrier\nBorzoi\nBoston Terrier\nBouvier des Flandres\nBoxer\nBriard\nBrittany\nBullmastiff\nCairn Terrier\nCardigan Welsh Corgi\nCaucasian Shepherd Dog\nCavapoo\nChesapeake Bay Retriever\nChihuahua\nChippiparai\nChow Chow\nClumber Spaniel\nCockapoo\nCocker Spaniel\nCoton de Tuléar\nCurly-Coated Retriever\nDachshund\nDalmatian\nDandie Dinmont Terrier\nDanish-Swedish Farmdog\nDhole\nDingo\nDoberman Pinscher\nEnglish Bulldog\nEnglish Foxhound\nEnglish Mastiff\nEnglish Setter\nEnglish Springer Spaniel\nEntlebucher Mountain Dog\nEskimo Dog\nFinnish Lapphund\nFlat-Coated Retriever\nFox Terrier\nFrench Bulldog\nGaddi Kutta\nGerman Longhaired Pointer\nGerman Shepherd\nGerman Shorthaired Pointer\nGiant Schnauzer\nGolden Retriever\nGordon Setter\nGreat Dane\nGreat Pyrenees\nGreater Swiss Mountain Dog\nGroenendael\nHavanese\nIbizan Hound\nIndian Greyhound\nIndian Mastiff\nIndian Pariah Dog\nIndian Sheepdog\nIndian Spitz\nIrish Setter\nIrish Terrier\nIrish Water Spaniel\nIrish Wolfhound\nItalian Greyhound\nJack Russell Terrier\nJapanese Chin\nJapanese Spitz\nKeeshond\nKelpie\nKerry Blue Terrier\nKombai\nKomondor\nKuvasz\nLabradoodle\nLabrador Retriever\nLakeland Terrier\nLeonberger\nLhasa Apso\nMaltese\nMedium Poodle\nMexican Hairless\nMiniature Pinscher\nMiniature Poodle\nMiniature Schnauzer\nMixed Breed\nMudhol Hound\nNewfoundland\nNorfolk Terrier\nNorwegian Buhund\nNorwegian Elkhound\nNorwich Terrier\nOld English Sheepdog\nOtterhound\nPapillon\nPatterdale Terrier\nPekingese\nPembroke Welsh Corgi\nPetit Brabançon\nPit Bull\nPlott Hound\nPomeranian\nPug\nPuggle\nRajapalayam\nRedbone Coonhound\nRhodesian Ridgeback\nRottweiler\nSaint Bernard\nSaluki\nSamoyed\nSchipperke\nScottish Deerhound\nScottish Terrier\nSealyham Terrier\nSegugio Italiano\nShar Pei\nShetland Sheepdog\nShiba Inu\nShih Tzu\nSiberian Husky\nSilky Terrier\nSoft-Coated Wheaten Terrier\nSpanish Water Dog\nSt. Bernard\nStaffordshire Bull Terrier\nStandard Poodle\nSussex Spaniel\nTibetan Mastiff\nTibetan Terrier\nToy Poodle\nToy Terrier\nTreeing Walker Coonhound\nVizsla\nWeimaraner\nWelsh Springer Spaniel\nWelsh Terrier\nWest Highland White Terrier\nWhippet\nYorkshire Terrier'; return ;;
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
        COMPREPLY=($(compgen -W "--out --dry-run --json --help" -- "$cur")) ;;
    verify)
        case $prev in
        --out) _dogs_folders "$cur"; return ;;
        --concurrency|--retries|--timeout|--max-bytes|--allow-host|--api-base|--max-time) return ;;
        esac
        COMPREPLY=($(compgen -W "--out --repair --concurrency --retries --timeout --max-bytes --allow-host --api-base --max-time --json --help" -- "$cur")) ;;
    schedule)
        case $prev in
        --every) COMPREPLY=($(compgen -W "10m 12m 15m 20m 30m 1h 2h 3h 4h 6h 8h 12h 1d 7d daily hourly weekly" -- "$cur")); return ;;
        --count|--concurrency|--retries|--timeout|--max-time|--max-bytes|--allow-host|--keep|--site-url|--title|--api-base|--prometheus-file) return ;;
        --breed) _dogs_names $'affenpinscher\nafrican\nairedale\nakita\nappenzeller\naustralian\naustralian/kelpie\naustralian/shepherd\nbakharwal\nbakharwal/indian\nbasenji\nbeagle\nbluetick\nborzoi\nbouvier\nboxer\nbrabancon\nbriard\nbuhund\nbuhund/norwegian\nbulldog\nbulldog/boston\nbulldog/english\nbulldog/french\nbullterrier\nbullterrier/staffordshire\ncattledog\ncattledog/australian\ncavapoo\nchihuahua\nchippiparai\nchippiparai/indian\nchow\nclumber\ncockapoo\ncollie\ncollie/border\ncoonhound\ncorgi\ncorgi/cardigan\ncotondetulear\ndachshund\ndalmatian\ndane\ndane/great\ndanish\ndanish/swedish\ndeerhound\ndeerhound/scottish\ndhole\ndingo\ndoberman\nelkhound\nelkhound/norwegian\nentlebucher\neskimo\nfinnish\nfinnish/lapphund\nfrise\nfrise/bichon\ngaddi\ngaddi/indian\ngermanshepherd\ngreyhound\ngreyhound/indian\ngreyhound/italian\ngroenendael\nhavanese\nhound\nhound/afghan\nhound/basset\nhound/blood\nhound/english\nhound/ibizan\nhound/plott\nhound/walker\nhusky\nkeeshond\nkelpie\nkombai\nkomondor\nkuvasz\nlabradoodle\nlabrador\nleonberg\nlhasa\nmalamute\nmalinois\nmaltese\nmastiff\nmastiff/bull\nmastiff/english\nmastiff/indian\nmastiff/tibetan\nmexicanhairless\nmix\nmountain\nmountain/bernese\nmountain/swiss\nmudhol\nmudhol/indian\nnewfoundland\notterhound\novcharka\novcharka/caucasian\npapillon\npariah\npariah/indian\npekinese\npembroke\npinscher\npinscher/miniature\npitbull\npointer\npointer/german\npointer/germanlonghair\npomeranian\npoodle\npoodle/medium\npoodle/miniature\npoodle/standard\npoodle/toy\npug\npuggle\npyrenees\nrajapalayam\nrajapalayam/indian\nredbone\nretriever\nretriever/chesapeake\nretriever/curly\nretriever/flatcoated\nretriever/golden\nridgeback\nridgeback/rhodesian\nrottweiler\nsaluki\nsamoyed\nschipperke\nschnauzer\nschnauzer/giant\nschnauzer/miniature\nsegugio\nsegugio/italian\nsetter\nsetter/english\nsetter/gordon\nsetter/irish\nsharpei\nsheepdog\nsheepdog/english\nsheepdog/indian\nsheepdog/shetland\nshiba\nshihtzu\nspaniel\nspaniel/blenheim\nspaniel/brittany\nspaniel/cocker\nspaniel/irish\nspaniel/japanese\nspaniel/sussex\nspaniel/welsh\nspitz\nspitz/indian\nspitz/japanese\nspringer\nspringer/english\nstbernard\nterrier\nterrier/american\nterrier/australian\nterrier/bedlington\nterrier/border\nterrier/cairn\nterrier/dandie\nterrier/fox\nterrier/irish\nterrier/kerryblue\nterrier/lakeland\nterrier/norfolk\nterrier/norwich\nterrier/patterdale\nterrier/russell\nterrier/scottish\nterrier/sealyham\nterrier/silky\nterrier/tibetan\nterrier/toy\nterrier/welsh\nterrier/westhighland\nterrier/wheaten\nterrier/yorkshire\ntervuren\nvizsla\nwaterdog\nwaterdog/spanish\nweimaraner\nwhippet\nwolfhound\nwolfhound/irish\nAffenpinscher\nAfghan Hound\nAfrican Wild Dog\nAiredale Terrier\nAkita\nAlaskan Malamute\nAmerican Staffordshire Terrier\nAppenzeller Sennenhund\nAustralian Cattle Dog\nAustralian Kelpie\nAustralian Shepherd\nAustralian Terrier\nBakharwal Dog\nBasenji\nBasset Hound\nBeagle\nBedlington Terrier\nBelgian Malinois\nBelgian Tervuren\nBernese Mountain Dog\nBichon Frise\nBlack and Tan Coonhound\nBlenheim Spaniel\nBloodhound\nBluetick Coonhound\nBorder Collie\nBorder Terrier\nBorzoi\nBoston Terrier\nBouvier des Flandres\nBoxer\nBriard\nBrittany\nBullmastiff\nCairn Terrier\nCardigan Welsh Corgi\nCaucasian Shepherd Dog\nCavapoo\nChesapeake Bay Retriever\nChihuahua\nChippiparai\nChow Chow\nClumber Spaniel\nCockapoo\nCocker Spaniel\nCoton de Tuléar\nCurly-Coated Retriever\nDachshund\nDalmatian\nDandie Dinmont Terrier\nDanish-Swedish Farmdog\nDhole\nDingo\nDoberman Pinscher\nEnglish Bulldog\nEnglish Foxhound\nEnglish Mastiff\nEnglish Setter\nEnglish Springer Spaniel\nEntlebucher Mountain Dog\nEskimo Dog\nFinnish Lapphund\nFlat-Coated Retriever\nFox Terrier\nFrench Bulldog\nGaddi Kutta\nGerman Longhaired Pointer\nGerman Shepherd\nGerman Shorthaired Pointer\nGiant Schnauzer\nGolden Retriever\nGordon Setter\nGreat Dane\nGreat Pyrenees\nGreater Swiss Mountain Dog\nGroenendael\nHavanese\nIbizan Hound\nIndian Greyhound\nIndian Mastiff\nIndian Pariah Dog\nIndian Sheepdog\nIndian Spitz\nIrish Setter\nIrish Terrier\nIrish Water Spaniel\nIrish Wolfhound\nItalian Greyhound\nJack Russell Terrier\nJapanese Chin\nJapanese Spitz\nKeeshond\nKelpie\nKerry Blue Terrier\nKombai\nKomondor\nKuvasz\nLabradoodle\nLabrador Retriever\nLakeland Terrier\nLeonberger\nLhasa Apso\nMaltese\nMedium Poodle\nMexican Hairless\nMiniature Pinscher\nMiniature Poodle\nMiniature Schnauzer\nMixed Breed\nMudhol Hound\nNewfoundland\nNorfolk Terrier\nNorwegian Buhund\nNorwegian Elkhound\nNorwich Terrier\nOld English Sheepdog\nOtterhound\nPapillon\nPatterdale Terrier\nPekingese\nPembroke Welsh Corgi\nPetit Brabançon\nPit Bull\nPlott Hound\nPomeranian\nPug\nPuggle\nRajapalayam\nRedbone Coonhound\nRhodesian Ridgeback\nRottweiler\nSaint Bernard\nSaluki\nSamoyed\nSchipperke\nScottish Deerhound\nScottish Terrier\nSealyham Terrier\nSegugio Italiano\nShar Pei\nShetland Sheepdog\nShiba Inu\nShih Tzu\nSiberian Husky\nSilky Terrier\nSoft-Coated Wheaten Terrier\nSpanish Water Dog\nSt. Bernard\nStaffordshire Bull Terrier\nStandard Poodle\nSussex Spaniel\nTibetan Mastiff\nTibetan Terrier\nToy Poodle\nToy Terrier\nTreeing Walker Coonhound\nVizsla\nWeimaraner\nWelsh Springer Spaniel\nWelsh Terrier\nWest Highland White Terrier\nWhippet\nYorkshire Terrier'; return ;;
        --out) _dogs_folders "$cur"; return ;;
        esac
        COMPREPLY=($(compgen -W "--every --count --breed --concurrency --retries --timeout --max-time --max-bytes --allow-host --keep --site-url --title --api-base --prometheus-file --out --list --remove --print --systemd --reset --json --help" -- "$cur")) ;;
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
