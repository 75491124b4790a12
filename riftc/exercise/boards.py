"""The exercise board: the same filler cards for every card, and the situations a refused use is tried
in again (attacking, defending, an opponent's spell on the chain, after a busy turn, Equipment
attached, Empowered and buffed)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from riftc.library import compile_text
from riftc.runtime import CardDef, Chooser, Game, GameObject, Zone
from riftc.runtime.rules.attachments import attach
from riftc.runtime.rules.combat import conquer
from riftc.runtime.rules.zone_actions import move

from .invariants import CheckedLog

# A change to a fresh exercise board: (game, the card's object, whether the use is playing it).
Situation = Callable[[Game, GameObject, bool], None]

# Enough for any card of the pool (the largest cost is 12 Energy): Power "A" pays a pip of any domain.
RESOURCES = 30


# The cards every exercise board is filled with: vanilla units (one of them Mighty, 721), a gear, a
# legend without abilities, and a spell that does something, so that it can sit on the chain as a
# spell to counter or to take.
_FILLER_UNITS = (CardDef(id="EX-U2", name="Training Dummy", type="Unit", might=2, energy=2),
                 CardDef(id="EX-U3", name="Sparring Partner", type="Unit", might=3, energy=3, tags=("Poro",)),
                 CardDef(id="EX-U5", name="Heavy Bag", type="Unit", might=5, energy=5))
_FILLER_GEAR = CardDef(id="EX-G1", name="Practice Blade", type="Gear", energy=1)
_FILLER_EQUIPMENT = CardDef(id="EX-G2", name="Wooden Sword", type="Gear", energy=1, tags=("Equipment",),
                            might_bonus=1)
_FILLER_LEGEND = CardDef(id="EX-L1", name="Practice Legend", type="Legend")  # for "ready or exhaust a legend"
_FILLER_RUNE = CardDef(id="EX-R1", name="Practice Rune", type="Rune", supertype="Basic", domains=("Fury",))


@cache
def _filler_spell(text: str = "Draw 1.") -> CardDef:
    """A one-Energy spell with ``text``, compiled like any card."""
    spell = compile_text(text, type="Spell", name="Practice Drill", id="EX-S1", energy=1, domains=("Mind",))
    assert isinstance(spell, CardDef)
    return spell


DOMAINS = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")


@cache
def _chimera(tags: tuple[str, ...]) -> CardDef:
    """A unit with every tag of the exercised cards and every domain: something for "a Mech", "a Chaos
    unit", "your Sand Soldiers" to find."""
    return CardDef(id="EX-U4", name="Chimera", type="Unit", might=4, energy=4, tags=tags, domains=DOMAINS)


def board(card: CardDef, chooser: Chooser, tokens: tuple[CardDef, ...],
          tags: tuple[str, ...] = ()) -> tuple[Game, GameObject]:
    """A game set up for using ``card``'s abilities, and the card's object (its zone depends on the use):
    each player has the filler cards everywhere, a Chimera with ``tags``, and one of each token card."""
    names = (card.name, "Battlefield 2") if card.type == "Battlefield" else ("Battlefield 1", "Battlefield 2")
    game = Game(battlefields=names, chooser=chooser, token_cards=tokens)
    game.state.log = CheckedLog(game)
    state = game.state
    state.phase = "main"  # the card's controller, player 1, in their Main Phase (315.3)
    for pid in (0, 1):
        for unit in _FILLER_UNITS:
            game.add(unit, pid, Zone.BASE)
        for index in (0, 1):  # one ready and one exhausted unit of each player at each battlefield
            game.add(_FILLER_UNITS[(pid + index) % 2], pid, Zone.BATTLEFIELD, battlefield=index)
            game.add(_FILLER_UNITS[2], pid, Zone.BATTLEFIELD, battlefield=index, exhausted=True)
        game.add(_FILLER_GEAR, pid, Zone.BASE)
        game.add(_chimera(tags), pid, Zone.BATTLEFIELD, battlefield=pid)
        for token in tokens:
            game.add(token, pid, Zone.BASE)
        for exhausted in (False, False, True, True):  # channelled runes (430), two of them used
            game.add(_FILLER_RUNE, pid, Zone.BASE, exhausted=exhausted)
        for _ in range(4):
            game.add(_FILLER_RUNE, pid, Zone.RUNE_DECK)
        for filler in (*_FILLER_UNITS, _FILLER_GEAR, _filler_spell()):
            game.add(filler, pid, Zone.HAND)
        for filler in (*_FILLER_UNITS, _FILLER_GEAR, _filler_spell()) * 2:
            game.add(filler, pid, Zone.MAIN_DECK)
        for filler in (*_FILLER_UNITS, _FILLER_GEAR, _filler_spell()):
            game.add(filler, pid, Zone.TRASH)
        state.player(pid).xp = 10  # past any [Level N] of the pool, enough for any "spend N XP"
        if not (pid == 0 and card.type == "Legend"):  # each player has one legend (103.1)
            game.add(_FILLER_LEGEND, pid, Zone.LEGEND)
    state.battlefields[0].controller, state.battlefields[1].controller = 0, 1
    if card.type == "Battlefield":
        obj = game.add(card, 0, Zone.BATTLEFIELD, battlefield=0)
    elif card.type == "Legend":
        obj = game.add(card, 0, Zone.LEGEND)
    elif card.type in ("Unit", "Gear", "Spell"):
        obj = game.add(card, 0, Zone.HAND)
    else:  # a rune: its abilities are the rules' (exhaust and recycle), used on the board
        obj = game.add(card, 0, Zone.BASE)
    refill(game)
    return game, obj


def _combat(attacker: int) -> Situation:
    """A combat at battlefield 1 (464.2): ``attacker``'s units there attack and the other player's
    defend; the card's unit joins them there (unless it is being played)."""
    def situation(game: Game, obj: GameObject, playing: bool) -> None:
        battlefield = game.state.battlefields[0]
        if obj.card.type == "Unit" and not playing:
            game.state.relocate(obj, Zone.BATTLEFIELD, battlefield=0)
        battlefield.attacker, battlefield.defender = attacker, 1 - attacker
        for oid in battlefield.objects:
            unit = game.state.objects[oid]
            if unit.card.type == "Unit":
                unit.attacking, unit.defending = unit.controller == attacker, unit.controller != attacker
    return situation


def _after_a_busy_turn(game: Game, obj: GameObject, playing: bool) -> None:
    """Player 1 has played a unit, an Equipment and a spell that chose an enemy unit this turn, and
    conquered battlefield 1 (for "if you've played …", "a battlefield you conquered this turn")."""
    for card in (_FILLER_UNITS[0], _FILLER_EQUIPMENT, _filler_spell("Stun an enemy unit.")):
        game.play(game.add(card, 0, Zone.HAND), player=0)
    game.state.battlefields[0].controller = None
    conquer(game.state, 0, 0)
    refill(game)


def _after_moving(game: Game, obj: GameObject, playing: bool) -> None:
    """The card's unit has just moved from its base to battlefield 1 (420.1: for "a battlefield I moved
    to or from")."""
    if obj.card.type == "Unit" and not playing and obj.zone is Zone.BASE:
        move(game.state, obj.oid, ("battlefield", 0), by=obj.controller)


def _opponent_spell_on_the_chain(game: Game, obj: GameObject, playing: bool) -> None:
    """The opponent has just played a spell, still on the chain (a spell to counter or take, 355)."""
    spell = game.add(_filler_spell(), 1, Zone.HAND)
    game.play(spell, player=1, resolve=False)
    refill(game)


def _equipped(game: Game, obj: GameObject, playing: bool) -> None:
    """An Equipment attached to each player's units in base and at battlefield 1 (818.3)."""
    for pid in (0, 1):
        for unit in [game.state.objects[oid] for oid in game.state.player(pid).zone(Zone.BASE)
                     if game.state.objects[oid].card.type == "Unit"][:1] + \
                    [game.state.objects[oid] for oid in game.state.battlefields[0].objects
                     if game.state.objects[oid].controller == pid][:1]:
            gear = game.add(_FILLER_EQUIPMENT, pid, Zone.BASE)
            attach(game.state, gear.oid, unit.oid, by=pid)


def _empowered_and_buffed(game: Game, obj: GameObject, playing: bool) -> None:
    """The card is Empowered and, if it is a unit, has a buff (for "Disempower me", "Spend my buff");
    every unit on the board is Empowered too (for "Disempower a unit that's [Empowered]")."""
    for unit in game.state.board_objects():
        if unit.card.type == "Unit":
            unit.empowered = 1
    obj.empowered, obj.buffs = 1, 1 if obj.card.type == "Unit" else 0


def _halfway_to_victory(game: Game, obj: GameObject, playing: bool) -> None:
    """Each player has 4 points (467), halfway to a duel's victory: for "less than your points"."""
    for player in game.state.players:
        player.points = 4


def _later_in_the_game(game: Game, obj: GameObject, playing: bool) -> None:
    """Player 1's fifth turn (turn 9 of a duel, 115.1.c): for "on your first, second, or third turns"."""
    game.state.turn, game.state.current = 9, 0


#: Where a use is tried, in order, until one lets it happen: the plain board first. Each situation is
#: tried with the first legal options of every choice, then with the last ones (where the first choice
#: of "Choose a friendly unit. Kill an enemy unit with less Might than it." leaves no second one).
SITUATIONS: tuple[tuple[str, Situation | None], ...] = (
    ("on the board", None),
    ("attacking", _combat(attacker=0)),
    ("defending", _combat(attacker=1)),
    ("with an opponent's spell on the chain", _opponent_spell_on_the_chain),
    ("after a busy turn", _after_a_busy_turn),
    ("with Equipment attached", _equipped),
    ("Empowered and buffed", _empowered_and_buffed),
    ("with 4 points each", _halfway_to_victory),
    ("after moving", _after_moving),
    ("later in the game", _later_in_the_game),
)


def refill(game: Game) -> None:
    """Every player's pool holds more than any cost asks."""
    for player in game.state.players:
        player.pool.energy, player.pool.power = RESOURCES, {"A": RESOURCES}


def put_on_board(game: Game, obj: GameObject) -> None:
    """A unit or gear whose abilities are used rather than played goes to its controller's base."""
    if obj.zone is Zone.HAND:
        game.state.relocate(obj, Zone.BASE)

