"""The game loop: taking a player's action (``take``), Priority and Focus (311-313), the FEPR steps of
the chain (337-340), showdowns (341-348), the staging of combats (459-464) and the cleanup steps of a
whole game (323.1, 323.6, 323.8-323.13).

What a whole game adds to ``Game.cleanup`` (``settle``, after every action taken here):

1. A player whose team reaches the Victory Score with more points than any other wins (323.1).
2. In an Open state, a player loses control of a battlefield where they have no units and no
   showdown or combat goes on (323.6, 190.4.c).
3. A battlefield where a player other than its controller has units becomes Contested by that
   player (190.3.a, 450); Contested ends when they have no units left there and no showdown goes on
   (323.11).
4. In a Neutral Open state during the Main Phase, a showdown begins at a Contested battlefield (the
   turn player chooses which when there are several, 323.12-323.13, 461.1). With units of two
   opposing players there it is a combat: the contesting player is the attacker, the other one the
   defender, and their units get the designations (464.2.c); the attacker gains Focus (464.2.d).
   Otherwise it is a non-combat showdown and the contesting player gains Focus (345). Opposing units
   arriving during a non-combat showdown make it a combat (323.14).

Every item on the chain gets a Priority window: a card or ability a player put there, and triggered
abilities alike, in any phase (312.2.c-d, 337.4, 339-340). What an action triggers waits on the chain
with Priority for its newest item's controller (``procedures.open_window``); the turn's phases and a
combat's steps are procedures that wait for the chain between their steps (``procedures``). A showdown
or combat staged outside the Main Phase begins in the Main Phase's first cleanup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.choosers import ChoiceRequest, FirstLegalChooser, IllegalChoice, as_ids, check_choice, location_code
from ..model.events import log
from ..model.state import GameState, IllegalAction
from ..rules import actions, combat, hidden, zone_actions
from ..rules.victory import check_winner
from . import combat_damage, procedures, runes
from .legal_actions import refusal
from .player_actions import (Action, ActivateAction, EndTurnAction, HideAction, InviteAction, PassAction,
                             PlayCardAction, RuneAction, StandardMoveAction)

if TYPE_CHECKING:  # pragma: no cover
    from .interpreter import Game


def take(game: Game, action: Action) -> None:
    """Take ``action`` for its player: refused with the rule (IllegalAction) unless it may be taken now
    (``legal_actions.refusal``), else performed, with its costs paid by the automatic rune payer."""
    reason = refusal(game, action)
    if reason is not None:
        raise IllegalAction(reason)
    state, player = game.state, action.player
    if isinstance(action, RuneAction):  # resolves at once, Priority stays (337.2)
        runes.use(state, player, state.objects[action.rune], runes.RuneAbility(action.ability))
        procedures.open_window(game)
    elif isinstance(action, PlayCardAction):
        _play(game, action)
    elif isinstance(action, ActivateAction):
        _activate(game, action)
    elif isinstance(action, HideAction):
        _pay(state, player, 0, ("A",), None)
        hidden.hide(state, action.card, action.battlefield, by=player)  # [A] from the pool the runes filled
        procedures.open_window(game)
    elif isinstance(action, StandardMoveAction):
        standard_move(game, player, action.units, action.to)
    elif isinstance(action, PassAction):
        _pass(game, player)
    elif isinstance(action, InviteAction):  # the turn player's Priority goes to the teammate (489.8.a)
        state.flow.invited = state.flow.priority = action.teammate
    elif isinstance(action, EndTurnAction):
        game.end_turn()
        if not state.chain:  # else the newest item's controller has Priority (337.4)
            state.flow.priority, state.flow.passes = state.current, 0
    settle(game)


def _pay(state: GameState, player: int, energy: int, power: tuple[str, ...], purpose: str | None) -> None:
    payment = runes.find_payment(state, player, energy, power, purpose)
    if payment is None:
        raise IllegalAction(f"{state.player(player).name} can't pay {energy} and {power!r} (414.4)")
    runes.pay_with(state, player, payment)


def _play(game: Game, action: PlayCardAction) -> None:
    """Play the card; once its cost is determined the automatic payer uses runes for it (356, 357)."""
    state, player = game.state, action.player
    obj = state.objects[action.card]
    payer = RunePayer(state, player)
    opened = not state.chain
    try:
        game.play(obj, player=player, to=action.to, resolve=False, payer=payer)
    except (IllegalAction, IllegalChoice):
        # The player's chooser picked targets the runes don't cover (a higher [Deflect] tax) or that
        # don't fit together (355.11.a): the play is made with the first legal choices instead,
        # which the listing checked and the runes cover.
        game.play(obj, player=player, to=action.to, resolve=False, chooser=FirstLegalChooser(), payer=payer)
    _opened_by_player(game, opened, player)


class RunePayer:
    """The automatic rune payer as ``Game.play``'s payer (``play_costs.Payer``, 357, 444.2.c)."""

    def __init__(self, state: GameState, player: int) -> None:
        self.state, self.player = state, player

    def can_pay(self, energy: int, power: tuple[str, ...], purpose: str | None) -> bool:
        return runes.find_payment(self.state, self.player, energy, power, purpose) is not None

    def __call__(self, energy: int, power: tuple[str, ...], purpose: str | None) -> None:
        _pay(self.state, self.player, energy, power, purpose)


def _activate(game: Game, action: ActivateAction) -> None:
    """Activate the ability; once its targets and [Deflect] tax are known the automatic payer uses runes
    for its costs (357, 809.1.c)."""
    state, player = game.state, action.player
    obj = state.objects[action.source]
    payer = RunePayer(state, player)
    opened = not state.chain
    try:
        game.activate(obj, action.index, resolve=False, payer=payer)
    except (IllegalAction, IllegalChoice):  # as for a play: the choices the listing checked
        game.activate(obj, action.index, resolve=False, chooser=FirstLegalChooser(), payer=payer)
    _opened_by_player(game, opened, player)


def _opened_by_player(game: Game, opened: bool, player: int) -> None:
    """After a card or ability is put on the chain: its controller gains Priority (337.4); a chain that
    closed at once (a unit or gear resolves at once, 337.2) passes Focus in a showdown (347.1.b)."""
    state = game.state
    if opened:
        state.flow.chain_by_player = True
    state.flow.passes = 0
    if state.chain:
        state.flow.priority = state.chain[-1].controller
    else:
        _chain_closed(game)


def _pass(game: Game, player: int) -> None:
    """Pass Priority (339) or Focus (347.2); an invited teammate gives the Priority back (489.8.a)."""
    state = game.state
    if not state.chain and state.flow.showdown is None and state.flow.invited is not None:
        state.flow.invited, state.flow.priority = None, state.current
        return
    state.flow.passes += 1
    everyone = state.flow.passes >= len(state.players)
    following = (player + 1) % len(state.players)
    if state.chain:
        if not everyone:
            state.flow.priority = following  # 339.2
            return
        state.flow.passes = 0
        game.resolve_top()  # 339.1, 340.1: the newest item resolves; its triggers go on the chain
        if state.chain:
            state.flow.priority = state.chain[-1].controller  # 340.4
        else:
            _chain_closed(game)
        return
    if not everyone:
        state.flow.focus = state.flow.priority = following  # 347.2.b
        return
    end_showdown(game)  # 347.2.a: everyone passed in sequence


def _chain_closed(game: Game) -> None:
    """The chain is empty again (340.2): in a showdown Focus passes to the next player unless the chain
    was opened by a triggered ability (340.2.a, 346-346.1); else the turn player has Priority."""
    state = game.state
    if state.flow.showdown is not None and state.flow.focus is not None:
        if state.flow.chain_by_player:
            state.flow.focus = (state.flow.focus + 1) % len(state.players)
        state.flow.priority = state.flow.focus
    else:
        state.flow.priority = state.current
    state.flow.chain_by_player, state.flow.passes = False, 0
    state.flow.invited = None  # an invitation is for one spell or ability (489.8.a)
    procedures.resume(game)  # a phase or combat step waiting for the chain goes on (335)
    if not state.chain and state.flow.showdown is None:
        state.flow.priority = state.current  # the turn may have passed on meanwhile (312.2.a)


def standard_move(game: Game, player: int, units: tuple[int, ...], to: int | None) -> None:
    """The Standard Move (144): exhaust the units (its cost, paid together, 144.3.c), then move them to
    one destination (144.3.a) as one action; then a cleanup (453)."""
    state = game.state
    moving = [state.objects[o] for o in units]
    for unit in moving:
        actions.exhaust(state, unit.oid, by=player, source=unit.oid)
    where = ("base", None) if to is None else ("battlefield", to)
    for unit in moving:
        zone_actions.move(state, unit.oid, where, by=player)
    log(state, "standard_move", tuple(u.oid for u in moving), True, f"{state.player(player).name} makes a "
        f"standard move to {'base' if to is None else state.battlefields[to].name}", "144", by=player)
    procedures.open_window(game)


def settle(game: Game) -> None:
    """The whole game's cleanup steps after an action (module docstring): win, control, Contested,
    showdowns and combats."""
    state = game.state
    if not state.flow.whole_game:
        return
    for _ in range(len(state.battlefields) * 4 + 4):  # each pass starts at most one showdown
        if check_winner(state) is not None:
            state.flow.priority = state.flow.focus = None
            return
        if state.chain:
            return
        _lose_empty_control(state)
        zone_actions.trash_lost_hidden(state)  # 323.7: hidden cards there go with the control
        _contest(state)
        if state.flow.showdown is not None:
            _maybe_combat(game, state.flow.showdown)
            return
        if state.phase != "main" or not state.flow.contested:
            return
        start_showdown(game, _staged_choice(game))
        if state.flow.showdown is not None:
            return


def _staged_choice(game: Game) -> int:
    """The battlefield where a showdown begins when several are staged: the turn player's choice
    (323.12-323.13, 461.1), asked as a choice of locations."""
    state = game.state
    staged = sorted(state.flow.contested)
    if len(staged) == 1:
        return staged[0]
    options = tuple(location_code(("battlefield", i)) for i in staged)
    request = ChoiceRequest(state.current, None, "Which showdown begins first? (323.12, 461.1)", options, 1, 1)
    (picked,) = check_choice(request, as_ids(game.chooser.choose(request)),
                             {o: state.battlefields[-o - 2].name for o in options})
    return -picked - 2


def _units_by_player(state: GameState, battlefield: int) -> dict[int, list[int]]:
    found: dict[int, list[int]] = {}
    for oid in state.battlefields[battlefield].objects:
        obj = state.objects[oid]
        if obj.card.type == "Unit":
            found.setdefault(obj.controller, []).append(oid)
    return found


def _lose_empty_control(state: GameState) -> None:
    """323.6, 190.4.c: no units there, Open state, no showdown or combat there: control is lost."""
    for field in state.battlefields:
        if field.controller is None or field.index == state.flow.showdown or field.attacker is not None:
            continue
        if field.controller not in _units_by_player(state, field.index):
            log(state, "lose_control", (), True, f"{state.player(field.controller).name} loses control of "
                f"{field.name}: no units there", "323.6", by=field.controller)
            field.controller = None


def _contest(state: GameState) -> None:
    """190.3.a: units of a player who doesn't control a battlefield make it Contested; 323.11: it stops
    being Contested when that player has no units there and no showdown goes on there."""
    for field in state.battlefields:
        here = _units_by_player(state, field.index)
        contester = state.flow.contested.get(field.index)
        if contester is not None and contester not in here and state.flow.showdown != field.index:
            del state.flow.contested[field.index]
            contester = None
        if contester is None:
            outsiders = [p for p in here if p != field.controller]
            if outsiders:
                seats = len(state.players)
                first = min(outsiders, key=lambda p: (p - state.current) % seats)  # 303.2.a: turn order
                state.flow.contested[field.index] = first
                log(state, "contested", tuple(here[first]), True, f"{state.player(first).name} contests "
                    f"{field.name}", "190.3.a", by=first)


def start_showdown(game: Game, battlefield: int) -> None:
    """A showdown begins at a Contested battlefield (344, 323.12-323.13); the contesting player gains
    Focus (345), and it is a combat if units of an opposing player are there too (464)."""
    state = game.state
    contester = state.flow.contested[battlefield]
    state.flow.showdown, state.flow.focus, state.flow.priority, state.flow.passes = battlefield, contester, contester, 0
    log(state, "showdown_start", (), True, f"a showdown begins at {state.battlefields[battlefield].name}", "344",
        by=contester, amount=battlefield + 1)  # its battlefield, as a scoring event carries it
    _maybe_combat(game, battlefield)
    procedures.open_window(game)  # start-of-showdown and attack / defend triggers (464.2.b, 464.2.e)


def _maybe_combat(game: Game, battlefield: int) -> None:
    """464.2.c: with units of the contesting player and of an opponent there, a combat opens: the
    contesting player is the attacker, that opponent the defender; their units get the designations."""
    state, field = game.state, game.state.battlefields[battlefield]
    if field.attacker is not None:
        return
    here = _units_by_player(state, battlefield)
    attacker = state.flow.contested.get(battlefield)
    if attacker is None or attacker not in here:
        return
    defenders = [p for p in here if p in state.opponents(attacker)]
    if not defenders:
        return
    seats = len(state.players)
    defender = min(defenders, key=lambda p: (p - attacker) % seats)
    log(state, "combat_start", (), True, f"combat begins at {field.name}: {state.player(attacker).name} "
        f"attacks, {state.player(defender).name} defends", "464.2.c", by=attacker, amount=battlefield + 1)
    for oid in here[attacker]:
        combat.attack(state, oid, by=attacker)
    for oid in here[defender]:
        combat.defend(state, oid, by=defender)
    state.flow.focus = state.flow.priority = attacker  # 464.2.d


def end_showdown(game: Game) -> None:
    """Every player passed Focus in sequence (347.2.a, 348): the showdown's end (``showdown_end_steps``)
    runs as a procedure, waiting for the chain between a combat's steps in a whole game."""
    battlefield = game.state.flow.showdown
    assert battlefield is not None
    procedures.perform(game, showdown_end_steps(game, battlefield),
                       f"the end of the showdown at {game.state.battlefields[battlefield].name}")


def showdown_end_steps(game: Game, battlefield: int) -> procedures.Steps:
    """A combat goes on to its damage and resolution steps (348.1, 465-466); after a non-combat
    showdown, the only player with units there establishes control and conquers (348.2.a, 348.2.a.1)."""
    state = game.state
    field = state.battlefields[battlefield]
    state.flow.showdown, state.flow.focus, state.flow.passes = None, None, 0
    if field.attacker is not None:
        yield from combat_damage.combat_steps(game, battlefield)
    here = _units_by_player(state, battlefield)
    if len(here) == 1:
        (owner,) = here
        if field.controller != owner:  # 348.2.a, 466.5 (466.5.e: also a defender who wins)
            combat.conquer(state, owner, battlefield)
            yield
        state.flow.contested.pop(battlefield, None)  # 466.5.a
    elif not here:
        state.flow.contested.pop(battlefield, None)
        if field.controller is not None:  # 466.5.b: no units left, the battlefield becomes uncontrolled
            field.controller = None
    state.flow.priority = state.current
    log(state, "showdown_end", (), True, f"the showdown at {field.name} ends", "348", by=None,
        amount=battlefield + 1)
