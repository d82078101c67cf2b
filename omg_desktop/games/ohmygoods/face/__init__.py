"""Oh My Goods!'s face: its art, panel pages, prompts, sentences and story text, the
campaign's and the lessons' screens. Imported by the window only, when the game is opened."""
