"""Scenario model: the frozen dataclasses a scenario file is read into (no behaviour, no text parsing)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from riftc.errors import Diagnostic
from riftc.sources import CardSource

#: Zones a scenario can put objects in, by the word the file uses.
ZONE_WORDS = ("base", "battlefield", "hand", "deck", "trash", "champion", "banishment", "legend", "rune deck")


@dataclass(frozen=True)
class Pos:
    """Where a scenario line sits: file, 1-based line and column."""

    path: str
    line: int
    column: int = 1

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass(frozen=True)
class Placement:
    """``P1 base: Ahri as A (buffed, exhausted)``: one object (or ``copies`` of it) in a starting zone."""

    pos: Pos
    player: int  # 0 for P1
    zone: str  # one of ZONE_WORDS
    battlefield: int | None  # 0-based index for "battlefield N"
    card: str  # card id or name
    label: str | None = None
    exhausted: bool = False
    stunned: bool = False
    attacking: bool = False
    defending: bool = False
    empowered: int = 0
    buffs: int = 0
    damage: int = 0
    might: int = 0  # a "this turn" Might modifier
    copies: int = 1


@dataclass(frozen=True)
class Runes:
    """``P1 runes: 4 [O]``: the player's rune pool (Energy and Power by domain letter)."""

    pos: Pos
    player: int
    energy: int
    power: tuple[str, ...]


@dataclass(frozen=True)
class Score:
    """``P1 points: 6`` / ``P1 xp: 2``: the player's points (194) or XP (729) at the start."""

    pos: Pos
    player: int
    what: str  # "points" or "xp"
    value: int


@dataclass(frozen=True)
class Controls:
    """``P1 controls: battlefield 1``: the player controls that battlefield at the start (190)."""

    pos: Pos
    player: int
    battlefield: int  # 0-based


@dataclass(frozen=True)
class Play:
    """``play Monk to battlefield 1 choosing Ahri and Lee; Yasuo``: one answer per choice request."""

    pos: Pos
    obj: str
    to: int | None = None  # 0-based battlefield index, None = base
    choices: tuple[tuple[str, ...], ...] | None = None  # None: the default chooser answers
    orders: tuple[str, ...] = ()  # "ordering A then B": sources of simultaneous triggers, in order
    resolve: bool = True  # "… without resolving": a spell stays on the chain for the next step to react


@dataclass(frozen=True)
class Activate:
    """``activate Lee ability 2 choosing Ahri``."""

    pos: Pos
    obj: str
    index: int = 0
    choices: tuple[tuple[str, ...], ...] | None = None
    orders: tuple[str, ...] = ()
    resolve: bool = True  # "… without resolving": the ability stays on the chain for the next step to react


@dataclass(frozen=True)
class EndTurn:
    """``end turn`` / ``end turn without draw``."""

    pos: Pos
    draw: bool = True
    orders: tuple[str, ...] = ()


@dataclass(frozen=True)
class Act:
    """A direct game action: ``buff Ahri``, ``deal 3 to Ahri``, ``move Ahri to battlefield 1``,
    ``draw 2 for P2``. ``by`` is the player performing it (None: the object's controller)."""

    pos: Pos
    verb: str
    obj: str | None = None
    amount: int = 0
    to: int | None = None  # move: 0-based battlefield, None = base
    player: int | None = None
    by: int | None = None
    orders: tuple[str, ...] = ()
    choices: tuple[tuple[str, ...], ...] | None = None  # answers to what its triggers ask ("kill Ahri choosing no")
    other: str | None = None  # attach: the unit ("attach Spectacles to Ahri")
    resolve: bool = True  # "conquer battlefield 1 without resolving": its triggers stay on the chain


@dataclass(frozen=True)
class Expect:
    """``expect …``. ``what`` is one of: might, buffs, damage, status, zone, controller, keyword,
    name, count, chain, log (with ``later`` for ``log "A" before "B"``), error, deck problem. ``subject`` is an object reference (or "P1"/"P2" for count,
    "" for chain/log/error)."""

    pos: Pos
    what: str
    subject: str
    value: str | int | None = None
    negated: bool = False
    extra: int | None = None  # zone: 0-based battlefield; keyword: expected value
    later: str | None = None  # log: the phrase of ``expect log "A" before "B"`` that comes second


@dataclass(frozen=True)
class Take:
    """A player's discretionary action in a whole game, through ``Game.take`` (the actions
    ``Game.legal_actions`` lists): ``P1 plays X [to base | to battlefield N]``, ``P1 activates X
    [ability N]``, ``P1 moves X [and Y] to base | to battlefield N`` (the Standard Move, 144), ``P1
    hides X at battlefield N``, ``P1 uses X exhaust | recycle`` (a rune, 164.2), ``P1 passes``,
    ``P1 invites P3`` (a teammate, 489.8.a), ``P1 ends the turn``. ``kind`` is play, activate, move,
    hide, rune, pass, invite or end."""

    pos: Pos
    player: int
    kind: str
    objects: tuple[str, ...] = ()
    to: int | None = None  # 0-based battlefield; None = base
    index: int = 0  # activate: 0-based ability; rune: 0 exhaust, 1 recycle; invite: the teammate's seat
    choices: tuple[tuple[str, ...], ...] | None = None
    orders: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameExpect:
    """``expect P1 may [not] <action>`` (``take``: whether ``Game.legal_actions`` lists it), ``expect
    winner P1`` / ``expect no winner``, ``expect phase main``, ``expect turn P2``, ``expect showdown
    at battlefield N`` / ``expect no showdown``, ``expect focus P1``, ``expect priority P1``,
    ``expect P1 controls battlefield N`` (190). ``what`` names the check."""

    pos: Pos
    what: str
    take: Take | None = None
    value: str | int | None = None
    negated: bool = False


Step = Union[Play, Activate, EndTurn, Act, Take]
Item = Union[Play, Activate, EndTurn, Act, Take, Expect, GameExpect]


@dataclass(frozen=True)
class Scenario:
    """One scenario: the ruling/rules it encodes, its cards, its starting board, then steps and
    expectations in file order. ``diagnostics`` holds its syntax errors (it then fails at once)."""

    path: str
    line: int
    name: str
    rulings: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    cards: tuple[CardSource, ...] = ()  # inline and vanilla cards (file-level ones included)
    placements: tuple[Placement, ...] = ()
    runes: tuple[Runes, ...] = ()
    items: tuple[Item, ...] = ()
    pending: bool = False  # the file sits in a "pending" folder
    sets: tuple[str, ...] = ()  # extra set files/folders named by the file's 'sets:' lines
    diagnostics: tuple[Diagnostic, ...] = ()
    controls: tuple[Controls, ...] = ()  # battlefields controlled at the start (190)
    pending_reason: str | None = None  # "pending: REASON": what the runtime or compiler lacks for it
    turn: int = 0  # "turn: P2": whose turn it is at the start
    scores: tuple[Score, ...] = ()  # "P1 points: 6" / "P1 xp: 2"
    mode: str | None = None  # "mode: 2v2": a whole game of that mode of play (483-489)
    phase: str | None = None  # "phase: beginning": the phase of the turn at the start (314-317)

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


@dataclass(frozen=True)
class ScenarioFile:
    """Every scenario of one file, plus problems that belong to no scenario."""

    path: str
    scenarios: tuple[Scenario, ...]
    diagnostics: tuple[Diagnostic, ...] = ()
