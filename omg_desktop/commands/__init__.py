"""Subcommands of the ``omg-desktop`` command line."""
