"""The edge: showdowns read from YAML streams, resolved in batches, and printed as JSON, YAML or tables."""

PLAYER_SHAPE = "NAME: CARDS [DECLARATION] [bet=AMOUNT] [folded]"
"""How ``-p/--player`` writes a player (cards as in a file; the first word that is not a card ends them).
Here, where the command line's help reads it without loading the reading modules."""
