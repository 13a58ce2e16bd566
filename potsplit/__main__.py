"""``python -m potsplit``: the command line."""

from potsplit.cli import main

main()
