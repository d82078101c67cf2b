"""Kingdom Builder (Donald X. Vaccarino, Queen Games 2011), the base game: build
settlements on a board of four sections, scored by three Kingdom Builder cards."""
