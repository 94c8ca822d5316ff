# bash completion for dogs; load with: source <(dogs completions bash)
_dogs() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "fetch breeds index remove verify schedule status completions manual help --version --help" -- "$cur"))
        return
    fi
    case ${COMP_WORDS[1]} in
    fetch)
        case $prev in --out) COMPREPLY=($(compgen -d -- "$cur")); return ;; esac
        case $prev in --count|--breed|--concurrency|--retries|--timeout|--max-time|--max-bytes|--allow-host|--keep|--site-url|--title|--api-base) return ;; esac
        COMPREPLY=($(compgen -W "--count --breed --out --concurrency --retries --timeout --max-time --max-bytes --allow-host --keep --site-url --title --api-base --dry-run --json --quiet --verbose --help" -- "$cur")) ;;
    breeds)
        case $prev in --api-base) return ;; esac
        COMPREPLY=($(compgen -W "--api-base --help" -- "$cur")) ;;
    index)
        case $prev in --out) COMPREPLY=($(compgen -d -- "$cur")); return ;; esac
        COMPREPLY=($(compgen -W "--out --help" -- "$cur")) ;;
    remove)
        case $prev in --out) COMPREPLY=($(compgen -d -- "$cur")); return ;; esac
        COMPREPLY=($(compgen -W "--out --dry-run --help" -- "$cur")) ;;
    verify)
        case $prev in --out) COMPREPLY=($(compgen -d -- "$cur")); return ;; esac
        case $prev in --retries|--timeout|--max-bytes|--allow-host|--api-base) return ;; esac
        COMPREPLY=($(compgen -W "--out --repair --retries --timeout --max-bytes --allow-host --api-base --help" -- "$cur")) ;;
    schedule)
        case $prev in --out) COMPREPLY=($(compgen -d -- "$cur")); return ;; esac
        case $prev in --every|--count|--breed|--concurrency|--retries|--timeout|--max-time|--max-bytes|--allow-host|--keep|--site-url|--title|--api-base) return ;; esac
        COMPREPLY=($(compgen -W "--every --count --breed --concurrency --retries --timeout --max-time --max-bytes --allow-host --keep --site-url --title --api-base --out --list --remove --print --systemd --help" -- "$cur")) ;;
    status)
        case $prev in --out) COMPREPLY=($(compgen -d -- "$cur")); return ;; esac
        COMPREPLY=($(compgen -W "--out --json --help" -- "$cur")) ;;
    completions)
        COMPREPLY=($(compgen -W "bash zsh fish --help" -- "$cur")) ;;
    manual)
        COMPREPLY=($(compgen -W "--help" -- "$cur")) ;;
    help) COMPREPLY=($(compgen -W "fetch breeds index remove verify schedule status completions manual" -- "$cur")) ;;
    esac
}
complete -F _dogs dogs
