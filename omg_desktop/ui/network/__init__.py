"""Network play in the window: the table over the network (:mod:`.net_game`), its
dialogs (:mod:`.dialogs`: join, host, the lobby's words, the quit question), the game
session's errands at network tables (:mod:`.tables`: joining, hosting, the host
server, rejoining) and the window's (:mod:`.window_part`: the chat box, the away
menu, the lobby, the replay of a seat's copy)."""
