"""Runtime model: the game state (players, zones, battlefields, rune pools, the object table)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .events import EventLog
from .objects import CLOCK, GameObject, Zone

if TYPE_CHECKING:  # pragma: no cover
    from .abilities import CardDef

#: Domain shorthands (134.2): Fury, Calm, Mind, Body, Chaos, Order. "A" in a cost means any domain.
DOMAIN_LETTERS = ("R", "G", "B", "O", "P", "Y")
ANY_DOMAIN = "A"

#: Zones each player has a private copy of; BATTLEFIELD/FACEDOWN live on Battlefield, CHAIN is shared.
PLAYER_ZONES = (Zone.HAND, Zone.MAIN_DECK, Zone.RUNE_DECK, Zone.TRASH, Zone.BANISHMENT,
                Zone.CHAMPION, Zone.BASE, Zone.LEGEND)


class IllegalAction(Exception):
    """Raised when a player tries something the rules forbid outright (e.g. paying a cost they can't)."""


@dataclass
class Reserved:
    """Resources added with a limit on what they pay for ("Spend this Energy only to play spells"):
    spent only on a cost whose purpose is among ``purposes`` ("spell", "unit", "gear", "unit ability",
    "gear ability")."""

    energy: int
    power: dict[str, int]
    purposes: tuple[str, ...]


def _resources(energy: int, power: tuple[str, ...]) -> str:
    """``3 energy`` / ``1 energy and [R][A]``: resources as a player reads them in a message."""
    pips = "".join(f"[{letter}]" for letter in power)
    return f"{energy} energy" + (f" and {pips}" if pips else "")


@dataclass
class RunePool:
    """A player's available Energy and Power by domain letter (165-168), plus resources ``reserved``
    for some costs only. ``energy`` and ``power`` are the resources any cost may use."""

    energy: int = 0
    power: dict[str, int] = field(default_factory=dict)
    reserved: list[Reserved] = field(default_factory=list)
    # What the player has spent from the pool this turn, paying any cost (166.2; "if you've spent at
    # least [A][A] this turn"): Energy, and Power of any domain. Set to 0 as each turn begins.
    spent_energy: int = 0
    spent_power: int = 0

    def _power_letters(self) -> tuple[str, ...]:
        """The Power any cost may use, one domain letter per Power."""
        return tuple(letter for letter, count in sorted(self.power.items()) for _ in range(count))

    def can_pay(self, energy: int, power: tuple[str, ...], purpose: str | None = None) -> bool:
        """Whether ``energy`` plus one power per letter in ``power`` is available ("A" = any domain),
        counting the reserved resources that may pay for ``purpose``."""
        sources = [(self.energy, dict(self.power))] + [(r.energy, dict(r.power)) for r in self._usable(purpose)]
        if energy > sum(e for e, _ in sources):
            return False
        for letter in sorted(power, key=lambda x: x == ANY_DOMAIN):  # specific pips first
            pool = next((p for _, p in reversed(sources) if _pick_domain(p, letter) is not None), None)
            if pool is None:
                return False
            pool[_pick_domain(pool, letter)] -= 1  # type: ignore[index]
        return True

    def pay(self, energy: int, power: tuple[str, ...], purpose: str | None = None,
            keep: tuple[str, ...] = ()) -> None:
        """Remove the cost from the pool, or raise IllegalAction and change nothing. Reserved
        resources that may pay for ``purpose`` are spent first (the player's best use of them). An
        "any domain" pip leaves alone, where it can, the Power that ``keep`` (the pips of costs paid next
        for the same play, 356.2) will need."""
        if not self.can_pay(energy, power, purpose):
            raise IllegalAction(f"cannot pay {_resources(energy, power)}: the pool holds "
                                f"{_resources(self.energy, self._power_letters())} (357.1)")
        self.spent_energy, self.spent_power = self.spent_energy + energy, self.spent_power + len(power)
        for reserved in self._usable(purpose):
            used = min(energy, reserved.energy)
            reserved.energy, energy = reserved.energy - used, energy - used
        self.energy -= energy
        for letter in sorted(power, key=lambda x: x == ANY_DOMAIN):
            pool = next((r.power for r in self._usable(purpose) if _pick_domain(r.power, letter) is not None),
                        self.power)
            pick = _pick_domain(pool, letter, keep if pool is self.power else ())
            assert pick is not None
            pool[pick] -= 1

    def _usable(self, purpose: str | None) -> list[Reserved]:
        return [r for r in self.reserved if purpose is not None and purpose in r.purposes]

    def reserve(self, energy: int, power: tuple[str, ...], purposes: tuple[str, ...]) -> None:
        """Add resources that may pay only for costs of ``purposes`` (429)."""
        found: dict[str, int] = {}
        for letter in power:
            found[letter] = found.get(letter, 0) + 1
        self.reserved.append(Reserved(energy, found, purposes))

    def add(self, energy: int = 0, power: tuple[str, ...] = ()) -> None:
        """Add resources (429 Add)."""
        self.energy += energy
        for letter in power:
            self.power[letter] = self.power.get(letter, 0) + 1

    def empty(self) -> None:
        """Unspent Energy and Power are lost (167, 317.2.d)."""
        self.energy = 0
        self.power.clear()
        self.reserved.clear()


def _pick_domain(pool: dict[str, int], letter: str, keep: tuple[str, ...] = ()) -> str | None:
    """Which domain pays a pip of ``letter``: the letter itself, or for "A" the first one available,
    preferring one with more Power than the pips of ``keep`` still need. Power added as "[A]" ("[Add]
    [A]": one power of any domain, the player's choice) is kept as "A" and pays any pip, used only when
    no power of the pip's own domain is left."""
    if letter != ANY_DOMAIN:
        if pool.get(letter, 0) > 0:
            return letter
        return ANY_DOMAIN if pool.get(ANY_DOMAIN, 0) > 0 else None
    available = [d for d in DOMAIN_LETTERS + (ANY_DOMAIN,) if pool.get(d, 0) > 0]
    return next((d for d in available if pool[d] > keep.count(d)), available[0] if available else None)


@dataclass
class Player:
    """A player and the ordered object ids in each of their zones (index 0 = top of a deck)."""

    pid: int
    name: str
    zones: dict[Zone, list[int]] = field(default_factory=lambda: {z: [] for z in PLAYER_ZONES})
    pool: RunePool = field(default_factory=RunePool)
    points: int = 0
    xp: int = 0  # experience, gained and spent (729-730); public (729.2)
    # The name of the card chosen as Chosen Champion (103.2.a.3: every copy of it is that champion): the
    # card the game started with in the Champion Zone (112), set as it is put there.
    chosen_champion: str | None = None

    def zone(self, zone: Zone) -> list[int]:
        """The (mutable) list of object ids in one of this player's zones."""
        return self.zones[zone]


@dataclass
class TurnFlow:
    """Who may act in a whole game, and the turn's staged structure (307-313, 341-348)."""

    # True in a game played by the rules' procedures (engine/setup.py, a scenario's "mode:"): the turn
    # scores holds, cleanups take away control and stage showdowns, timing is enforced.
    whole_game: bool = False
    winner: int | None = None  # the winning player (its team wins with it, 489.6.a), 194-196
    priority: int | None = None  # the player with Priority (312)
    focus: int | None = None  # the player with Focus during a showdown (313)
    passes: int = 0  # players who passed in sequence (339.1, 347.2.a)
    invited: int | None = None  # a teammate the turn player gave their Main Phase Priority to (489.8.a)
    chain_by_player: bool = False  # the chain was opened by a card or ability a player used (346.1)
    showdown: int | None = None  # the battlefield of the showdown in progress (341-348)
    contested: dict[int, int] = field(default_factory=dict)  # battlefield -> who applied Contested (190.3.a)
    held_by_ally: set[int] = field(default_factory=set)  # battlefields a teammate controlled this Beginning Phase (489.8.b)
    extra_runes: dict[int, int] = field(default_factory=dict)  # First Turn Process (483.7): extra runes to channel
    skip_draw: set[int] = field(default_factory=set)  # First Turn Process: players who skip their first draw (487.7)
    # Additional Turns (734-738): their owners, next first; those created this turn go in front, in
    # the order they were created (738). ``regular_turn`` is whose turn in the Turn Order the queue
    # goes back to after them (737: they don't change the Turn Order).
    additional_turns: list[int] = field(default_factory=list)
    created_this_turn: int = 0
    regular_turn: int | None = None
    # Phases and combat steps waiting for the chain to empty (engine/procedures.py), newest last.
    procedures: list[Any] = field(default_factory=list)


@dataclass
class Battlefield:
    """A shared battlefield location (107.2) with the objects present and its facedown zone (107.3)."""

    index: int
    name: str
    controller: int | None = None
    objects: list[int] = field(default_factory=list)
    facedown: list[int] = field(default_factory=list)
    attacker: int | None = None  # the players of a combat here (464.2.c), until it ends (466.7)
    defender: int | None = None


class ObjectTable(dict):  # type: ignore[type-arg]
    """The state's live objects by id: a dict whose every change (an object added, removed, or given a
    new id) advances the change clock (objects.CLOCK), as changing an object does."""

    __slots__ = ()

    def __setitem__(self, oid: int, obj: GameObject) -> None:
        dict.__setitem__(self, oid, obj)
        CLOCK[0] += 1

    def __delitem__(self, oid: int) -> None:
        dict.__delitem__(self, oid)
        CLOCK[0] += 1

    def pop(self, *args: Any) -> Any:
        CLOCK[0] += 1
        return dict.pop(self, *args)

    def popitem(self) -> Any:
        CLOCK[0] += 1
        return dict.popitem(self)

    def clear(self) -> None:
        dict.clear(self)
        CLOCK[0] += 1

    def update(self, *args: Any, **kwargs: Any) -> None:
        dict.update(self, *args, **kwargs)
        CLOCK[0] += 1

    def setdefault(self, oid: int, obj: Any = None) -> Any:
        CLOCK[0] += 1
        return dict.setdefault(self, oid, obj)

    def __ior__(self, other: Any) -> ObjectTable:  # type: ignore[override]
        dict.update(self, other)
        CLOCK[0] += 1
        return self


class GameState:
    """Everything about one game at one moment. Only ``relocate`` changes where objects are."""

    _board: tuple[int, list[GameObject]] = (-1, [])  # board_objects as of a change clock value
    chain: list[Any]  # ChainItem instances, owned by the interpreter
    effect_plays: list[Any]  # spells an effect played, for the engine to put on the chain (419.3)

    def __init__(self, player_names: tuple[str, ...] = ("P1", "P2"),
                 battlefield_names: tuple[str, ...] = ("Battlefield 1", "Battlefield 2"),
                 seed: int = 0) -> None:
        if len(player_names) < 2:
            raise ValueError("a game needs at least two players")
        self.players = [Player(i, n) for i, n in enumerate(player_names)]
        self.battlefields = [Battlefield(i, n) for i, n in enumerate(battlefield_names)]
        self.objects: dict[int, GameObject] = ObjectTable()
        self.lki: dict[int, GameObject] = {}
        # Objects one action takes off the board at the same time (the objects of one instruction, the
        # units one cleanup kills): each one's last-known "alone" sees the others still there (740.2.a).
        self.leaving_together: tuple[int, ...] = ()
        self.chain_cards: list[int] = []
        self.chain, self.effect_plays = [], []  # see the class annotations
        self.turn = 1
        self.current = 0
        # The phase of the turn the game is in (314-317): "awaken", "beginning", "channel", "draw",
        # "main" or "ending", set by the interpreter's turn procedure; None before a game has had
        # one (a board set up in the middle of a turn).
        self.phase: str | None = None
        self.log = EventLog()
        self.rng = random.Random(seed)  # shuffles (burn out, 416.5) are reproducible per seed
        self._next_oid = 1
        self._clock = 0
        self.view_cache: Any = None  # layers.compute's last View
        self.delayed_replacements: list[Any] = []  # replacements.DelayedReplacement ("the next time")
        self.delayed_triggers: list[Any] = []  # delayed_triggers.Waiting ("When it dies this turn, …", 390.2)
        self.replacing: list[object] = []  # replacements being applied now (370.2: once per event)
        self.lasting: list[Any] = []  # effects/lasting.py LastingPassive: "… this turn" passives (317.2.c)
        self.used_replacements: set[object] = set()  # "the next time" static replacements already used
        self.control_leases: list[Any] = []  # control.Lease: control until a source leaves the board
        self.ability_uses: dict[tuple[int, tuple[object, ...]], int] = {}  # (turn, instance) -> uses (rules/limits.py)
        self.modes_chosen: set[tuple[object, int]] = set()  # ((turn, source, ChooseMode), mode): "hasn't been chosen this turn"
        self.chooser: Any = None  # who answers choices outside a resolving ability (set by Game)
        self.token_cards: dict[str, Any] = {}  # token name -> its card (CardDef), defining tokens (187)
        self.extra_version = 0  # bumped by changes the object fields don't show (continuous effects)
        # -- a whole game: the mode's variables (483) and the state of its turn (engine/game_loop.py) -----
        self.victory_score = 8  # the mode's Victory Score (194.3, 483.3); rule_changes.victory_score raises it
        self.teams: tuple[int, ...] = tuple(range(len(player_names)))  # team of each seat (483.2; 2v2, 489)
        self.flow = TurnFlow()

    # -- identity and time -------------------------------------------------------------------
    def tick(self) -> int:
        """A fresh timestamp (480): strictly increasing, used to order effects and entries."""
        self._clock += 1
        return self._clock

    def _new_oid(self) -> int:
        oid = self._next_oid
        self._next_oid += 1
        return oid

    def get(self, oid: int) -> GameObject | None:
        """The live object with this id, or None if that identity no longer exists."""
        return self.objects.get(oid)

    def lookup(self, oid: int) -> GameObject | None:
        """The live object, else its last-known information (359.3.e.13 look-back)."""
        return self.objects.get(oid) or self.lki.get(oid)

    def player(self, pid: int) -> Player:
        """The player with id ``pid``."""
        return self.players[pid]

    def opponents(self, pid: int) -> list[int]:
        """Every player not on ``pid``'s team (740.1.b; without teams, everyone else; 489.2)."""
        return [p.pid for p in self.players if self.teams[p.pid] != self.teams[pid]]

    def teammates(self, pid: int) -> list[int]:
        """The other players of ``pid``'s team (489.2: one teammate in 2v2; none in the other modes)."""
        return [p.pid for p in self.players if p.pid != pid and self.teams[p.pid] == self.teams[pid]]

    # -- zones -------------------------------------------------------------------------------
    def zone_list(self, zone: Zone, player: int, battlefield: int | None = None) -> list[int]:
        """The ordered id list that holds objects of ``zone`` (per player, per battlefield or shared)."""
        if zone is Zone.BATTLEFIELD:
            return self.battlefields[_need(battlefield)].objects
        if zone is Zone.FACEDOWN:
            return self.battlefields[_need(battlefield)].facedown
        if zone is Zone.CHAIN:
            return self.chain_cards
        return self.players[player].zone(zone)

    def new_object(self, card: CardDef, owner: int, zone: Zone, *, battlefield: int | None = None,
                   controller: int | None = None, top: bool = False) -> GameObject:
        """Create an object for ``card`` directly in ``zone`` (setup and tokens; no events)."""
        ctrl = owner if controller is None else controller
        obj = GameObject(oid=self._new_oid(), card=card, owner=owner, controller=ctrl, zone=zone,
                         battlefield=battlefield, timestamp=self.tick())
        self.objects[obj.oid] = obj
        self._insert(obj, top)
        if zone is Zone.CHAMPION and self.player(owner).chosen_champion is None:
            self.player(owner).chosen_champion = card.name  # 112: the Chosen Champion starts here
        return obj

    def relocate(self, obj: GameObject, zone: Zone, *, battlefield: int | None = None,
                 top: bool = False, controller: int | None = None) -> int:
        """Move ``obj`` to ``zone`` and return its previous id.

        Board-to-board changes keep the id (a move or recall, 420/455). Any change to or from a
        non-board zone makes a new object (124): the old id is kept as last-known information,
        temporary modifications are cleared (124.1) and buffs removed (705). Non-board zones belong
        to the owner, so control returns to the owner there; ``controller`` sets who controls a
        permanent entering the board (the player who played it).
        """
        old = obj.oid
        self.zone_list(obj.zone, self._zone_player(obj), obj.battlefield).remove(old)
        new_identity = not (obj.on_board and zone.on_board)
        if new_identity:
            self.lki[old] = obj.snapshot()
            del self.objects[old]
            obj.clear_temporary()
            obj.oid = self._new_oid()
            self.objects[obj.oid] = obj
        obj.zone, obj.battlefield = zone, battlefield if zone in (Zone.BATTLEFIELD, Zone.FACEDOWN) else None
        if not zone.on_board:
            obj.controller = obj.owner
        elif controller is not None:
            obj.controller = controller
        obj.timestamp = self.tick()
        self._insert(obj, top)
        return old

    def _insert(self, obj: GameObject, top: bool) -> None:
        dest = self.zone_list(obj.zone, self._zone_player(obj), obj.battlefield)
        if top:
            dest.insert(0, obj.oid)
        else:
            dest.append(obj.oid)

    @staticmethod
    def _zone_player(obj: GameObject) -> int:
        # Permanents sit in their controller's base (107.1.c); other zones belong to the owner.
        return obj.controller if obj.zone in (Zone.BASE, Zone.LEGEND) else obj.owner

    # -- queries -----------------------------------------------------------------------------
    def board_objects(self) -> list[GameObject]:
        """All face-up objects on the board, in a stable order (order of entering their current
        identity). Facedown (hidden) cards are on the board but show nothing and do nothing until
        played (811)."""
        # Kept until the change clock moves (every change to an object or to the table advances it):
        # the rules ask for the board many times per action.
        clock, found = self._board
        if clock != CLOCK[0]:
            found = [o for o in self.objects.values() if o.on_board and o.zone is not Zone.FACEDOWN]
            self._board = (CLOCK[0], found)
        return list(found)

    def objects_in(self, zone: Zone, player: int, battlefield: int | None = None) -> list[GameObject]:
        """The live objects of one zone list, in that list's order."""
        return [self.objects[i] for i in self.zone_list(zone, player, battlefield)]


def _need(battlefield: int | None) -> int:
    if battlefield is None:
        raise ValueError("a battlefield index is required for this zone")
    return battlefield


def turn_number(state: GameState, player: int) -> int:
    """How many turns ``player`` has had, this one included: turns go around in turn order (115.1.c)
    from turn 1, so turn t belongs to the player ``t - 1`` seats after turn 1's player."""
    seats = len(state.players)
    first = (state.current - (state.turn - 1)) % seats
    return sum(1 for t in range(1, state.turn + 1) if (first + t - 1) % seats == player)
