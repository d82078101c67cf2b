"""Kingdom Builder's rules: pure functions over plain-data states (no Qt, no files, no
system randomness). A game is its seed and its actions."""
