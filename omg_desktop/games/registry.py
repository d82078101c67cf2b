"""The one list of the box's games. Their metadata is read without importing any rules;
:func:`load` imports a game's package and returns its :class:`~.base.Game`."""

from __future__ import annotations

import importlib
from functools import cache

from .base import Game, GameInfo

#: The game a command or a file that names none is about (files from before the box).
DEFAULT = "ohmygoods"

GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        id="ohmygoods",
        titles={
            "en": "Oh My Goods!",
            "pt_BR": "Oh My Goods!",
            "es": "Oh My Goods!",
            "ja": "オー・マイ・グーッズ！",
        },
        players=(1, 4),
        minutes=(30, 30),  # the box: 30 minutes
        summary={
            "en": "Build a chain of workshops in a medieval village: produce goods with "
            "the cards of a shared market, sell them, and build where the money is.",
            "pt_BR": "Construa uma cadeia de oficinas numa vila medieval: produza bens com "
            "as cartas do mercado comum, venda-os e construa onde está o dinheiro.",
            "es": "Construye una cadena de talleres en un pueblo medieval: produce bienes "
            "con las cartas del mercado común, véndelos y construye donde está el dinero.",
            "ja": "中世の村で工房をつなげよう。共通の市場のカードで商品を生産し、売って、"
            "お金になる建物を建てる。",
        },
        options=("bigbox", "classic", "longsdale"),
        package="omg_desktop.games.ohmygoods",
        credit={
            "en": "A game by Alexander Pfister, published by Lookout Games.",
            "pt_BR": "Um jogo de Alexander Pfister, publicado pela Lookout Games.",
            "es": "Un juego de Alexander Pfister, publicado por Lookout Games.",
            "ja": "アレクサンダー・プフィスターによるゲーム。発売元：Lookout Games。",
        },
        extras=("campaign",),  # the Longsdale Conspiracy
    ),
    GameInfo(
        id="gizmos",
        titles={"en": "Gizmos", "pt_BR": "Gizmos", "es": "Gizmos", "ja": "ギズモ"},
        players=(2, 4),
        minutes=(40, 50),
        summary={
            "en": "Build gizmos with energy marbles; each one sets off others in chain reactions.",
            "pt_BR": "Construa Gizmos com energia; cada um aciona outros em reações em cadeia.",
            "es": "Construye Gizmos con energía; cada uno activa otros en reacciones en cadena.",
            "ja": "エネルギーでギズモを組み立て、連鎖反応で次々と発動させよう。",
        },
        options=("standard",),
        package="omg_desktop.games.gizmos",
        credit={
            "en": "A game by Phil Walker-Harding, published by CMON.",
            "pt_BR": "Um jogo de Phil Walker-Harding, publicado pela CMON.",
            "es": "Un juego de Phil Walker-Harding, publicado por CMON.",
            "ja": "フィル・ウォーカー＝ハーディングによるゲーム。発売元：CMON。",
        },
    ),
    GameInfo(
        id="kingdom_builder",
        titles={
            "en": "Kingdom Builder",
            "pt_BR": "Kingdom Builder",
            "es": "Kingdom Builder",
            "ja": "キングダムビルダー",
        },
        players=(2, 4),
        minutes=(45, 45),
        summary={
            "en": "Build settlements on the terrain of your card; three cards, different each "
            "game, say what the kingdom should look like.",
            "pt_BR": "Construa vilas no terreno da sua carta; três cartas, diferentes a cada "
            "partida, dizem como o reino deve ser.",
            "es": "Construye poblados en el terreno de tu carta; tres cartas, distintas en cada "
            "partida, dicen cómo debe ser el reino.",
            "ja": "手札の地形に集落を建てよう。毎回変わる3枚のカードが、目指す王国の形を決める。",
        },
        options=("standard", "first_game"),
        package="omg_desktop.games.kingdom_builder",
        credit={
            "en": "A game by Donald X. Vaccarino, published by Queen Games.",
            "pt_BR": "Um jogo de Donald X. Vaccarino, publicado pela Queen Games.",
            "es": "Un juego de Donald X. Vaccarino, publicado por Queen Games.",
            "ja": "ドナルド・X・ヴァッカリーノによるゲーム。発売元：Queen Games。",
        },
    ),
    GameInfo(
        id="ticket_to_ride",
        titles={
            "en": "Ticket to Ride",
            "pt_BR": "Ticket to Ride",
            "es": "¡Aventureros al Tren!",
            "ja": "チケット・トゥ・ライド",
        },
        players=(2, 5),
        minutes=(30, 60),
        summary={
            "en": "Claim railway routes across the USA with sets of train cards and join the "
            "cities of your secret destination tickets.",
            "pt_BR": "Reivindique rotas ferroviárias pelos EUA com cartas de trem e ligue as "
            "cidades dos seus bilhetes de destino secretos.",
            "es": "Reclama rutas de ferrocarril por los EE. UU. con cartas de vagón y une las "
            "ciudades de tus billetes de destino secretos.",
            "ja": "列車カードを集めてアメリカ各地の路線を獲得し、"
            "秘密の目的地チケットの都市を結ぼう。",
        },
        options=("standard",),
        package="omg_desktop.games.ticket_to_ride",
        credit={
            "en": "A game by Alan R. Moon, published by Days of Wonder.",
            "pt_BR": "Um jogo de Alan R. Moon, publicado pela Days of Wonder.",
            "es": "Un juego de Alan R. Moon, publicado por Days of Wonder.",
            "ja": "アラン・R・ムーンによるゲーム。発売元：Days of Wonder。",
        },
        #: The cities' positions come from GeoNames (CC BY 4.0), which asks for this line
        #: (the data file carries it too: ``attribution``).
        attributions=(
            {
                "en": "City positions: GeoNames (geonames.org), CC BY 4.0",
                "pt_BR": "Posições das cidades: GeoNames (geonames.org), CC BY 4.0",
                "es": "Posiciones de las ciudades: GeoNames (geonames.org), CC BY 4.0",
                "ja": "都市の位置：GeoNames (geonames.org)、CC BY 4.0",
            },
        ),
    ),
)


class UnknownGame(ValueError):
    """A game id the box does not have; the message lists the ones it has."""

    def __init__(self, game_id: str) -> None:
        known = ", ".join(g.id for g in GAMES)
        super().__init__(f"there is no game {game_id!r} in this box (games: {known})")


def ids() -> list[str]:
    """Every game's id, in the box's order."""
    return [g.id for g in GAMES]


def info(game_id: str | None = None) -> GameInfo:
    """A game's metadata (the default game's for ``None``)."""
    wanted = DEFAULT if game_id is None else game_id
    for g in GAMES:
        if g.id == wanted:
            return g
    raise UnknownGame(wanted)


def title(game_id: str | None, language: str) -> str:
    """A game's title in ``language`` (its id when the box has no such game: an old or
    foreign file's)."""
    try:
        return info(game_id).title(language)
    except UnknownGame:
        return str(game_id)


@cache
def load(game_id: str | None = None) -> Game:
    """A game's whole record: its package imported now, once."""
    meta = info(game_id)
    game = importlib.import_module(meta.package).game()
    if game.info != meta:
        raise RuntimeError(f"{meta.package}.game() describes another game than the registry")
    return game
