"""The table: a QGraphicsScene of cards laid out from a player's view."""
