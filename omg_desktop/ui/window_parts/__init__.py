"""Parts of the main window, each a feature mixed into ``ui.main_window.MainWindow``:
saving and replays (:mod:`.saving`), a game's end (:mod:`.game_end`), the Help menu's
windows (:mod:`.help`), the question before leaving a game (:mod:`.leaving`), the
pass-and-play covers (:mod:`.covers`) and the keys (:mod:`.keys`)."""
