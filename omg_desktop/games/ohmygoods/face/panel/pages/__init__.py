"""One page per kind of decision. Each turns widgets (and table clicks) into an action.

A page is loaded with the viewer's view and legal actions; it highlights what
matters on the table (``marks``), reacts to clicks (``on_click``) and emits
``chosen(action)`` when the player confirms. Legal actions come from the engine;
pages never decide a rule, they only choose among what the engine offers.
"""

from .assign import AssignPage
from .base import Page
from .building import BuildPage
from .opening import DiscardPage, ExchangePage
from .production import ChainPage, ProducePage
from .sunrise import SunrisePage
from .waiting import WaitPage

__all__ = [
    "AssignPage",
    "BuildPage",
    "ChainPage",
    "DiscardPage",
    "ExchangePage",
    "Page",
    "ProducePage",
    "SunrisePage",
    "WaitPage",
]
