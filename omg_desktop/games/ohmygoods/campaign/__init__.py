"""The Longsdale Conspiracy story campaign: progress, chapter flow, slots, simulation.

No Qt here: the campaign screen in ``omg_desktop.ui`` drives these functions.
"""
