"""The pieces the scripts in scripts/ are made of, each written once (scripts/README.md says which
is which)."""
