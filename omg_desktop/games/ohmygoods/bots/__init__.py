"""Computer opponents. Bots read a player's view and the legal actions, never the full state."""
