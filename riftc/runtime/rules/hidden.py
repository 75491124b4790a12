"""Runtime Hidden (811): hiding a card facedown at a battlefield, and the restrictions on choices
when it is played from there.

Hiding is a discretionary action, not playing (811.1.c.1): the card goes facedown at a battlefield
its player controls that has no facedown card yet, for [A] (811.1.b). From the next turn it may be
played from there, ignoring its base cost (811.1.b). Then a permanent enters at that battlefield
(811.1.d.1), and the targets of the spell or of a permanent's play effect are chosen among objects
at that battlefield, unless the choice explicitly can't be there (811.1.d.2) — here: a choice "in
base" is left free. A facedown card that "can't be revealed" (``CantBeRevealed``, 054.1) can't be played
from there: playing it would reveal it as it leaves its facedown zone (421.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..model.events import Outcome
from ..model.objects import GameObject, Zone
from ..model.board_view import BoardView
from ..model.selectors import ElsewhereThanSource, Property, Selector
from ..model.state import GameState, IllegalAction
from .actions import done, negate
from ..model.abilities import StaticAbility
from .layers import StaticScope, compute
from .static_effects import CantBeRevealed
from .rule_changes import hide_limit

#: The cost to hide (811.1.b): one power of any domain.
HIDE_COST = ("A",)


def has_hidden(card_abilities: tuple[object, ...]) -> bool:
    """Whether the printed abilities include [Hidden] (811.5; mentioning it is not having it)."""
    return any(getattr(a, "name", None) == "Hidden" for a in card_abilities)


def hide(state: GameState, oid: int, battlefield: int, *, by: int, pay: bool = True) -> Outcome:
    """Hide a card with [Hidden] from hand facedown at ``battlefield`` (811.1.b). Raises
    IllegalAction when the rules don't allow it (it's a player's action, not an instruction)."""
    obj = state.get(oid)
    if obj is None or obj.zone is not Zone.HAND or not has_hidden(compute(state).abilities(obj)):
        raise IllegalAction("only a card with [Hidden] in your hand can be hidden (811.1.b)")
    field = state.battlefields[battlefield]
    if field.controller != by:
        raise IllegalAction(f"{field.name} is not a battlefield you control (811.1.b)")
    if len(field.facedown) >= hide_limit(state, battlefield):  # "hide an additional card here"
        raise IllegalAction(f"{field.name} already has {len(field.facedown)} facedown card(s), as many as it may hold (811.1.b)")
    if pay:
        state.player(by).pool.pay(0, HIDE_COST)
    old = state.relocate(obj, Zone.FACEDOWN, battlefield=battlefield, controller=by)
    obj.hidden, obj.hidden_turn = True, state.turn
    return done(state, "hide", old, f"{state.player(by).name} hides a card at {field.name}", "811.1.b",
                by=by, new_ids=(obj.oid,))


@dataclass(frozen=True)
class FacedownHere(Property):
    """"here" for a facedown card (107.3.a: each facedown zone belongs to a battlefield): hidden at the
    battlefield the ability's source is at."""

    phrase: ClassVar[str] = "hidden here"

    def test(self, obj: GameObject, view: BoardView) -> bool:
        return False  # needs the source: Selector.matches calls test_from

    def test_from(self, obj: GameObject, source: GameObject | None, view: BoardView) -> bool:
        return obj.zone is Zone.FACEDOWN and source is not None and obj.battlefield is not None \
            and source.location() == ("battlefield", obj.battlefield)


def reveal_forbidden(state: GameState, obj: GameObject) -> str | None:
    """The name of a permanent whose active ``CantBeRevealed`` covers the facedown ``obj`` now, else None."""
    view = compute(state)
    for src in state.board_objects():
        for ability in view.abilities(src):
            effect = getattr(ability, "effect", None)
            if not (isinstance(ability, StaticAbility) and isinstance(effect, CantBeRevealed)):
                continue
            active = ability.condition is None or ability.condition.holds(StaticScope(view, src))
            if active and effect.selector.matches(obj, src, src.controller, view):
                return src.name
    return None


def check_playable(state: GameState, oid: int) -> int:
    """The battlefield a facedown card is played from, or IllegalAction if not yet (811.1.b) or if it
    can't be revealed (054.1)."""
    obj = state.objects[oid]
    if obj.hidden_turn is not None and obj.hidden_turn >= state.turn:
        raise IllegalAction(f"{obj.name} was hidden this turn; it can be played from the next turn (811.1.b)")
    barred = reveal_forbidden(state, obj)
    if barred is not None:
        raise IllegalAction(f"{obj.name} can't be revealed here ({barred}), so it can't be played from facedown (054.1)")
    assert obj.battlefield is not None
    return obj.battlefield


def restrict(selector: Selector, options: tuple[int, ...], state: GameState, battlefield: int | None
             ) -> tuple[int, ...]:
    """Options of a choice made while playing from Hidden at ``battlefield`` (811.1.d.2). Each choice
    is judged on its own (811.1.d.2.a): one whose words can never be met there ("in base", "at another
    location" than the card played from there) is left free."""
    if battlefield is None or selector.location == "base" or selector.zone != "board" \
            or any(isinstance(p, ElsewhereThanSource) for p in selector.properties):
        return options
    return tuple(o for o in options if state.objects[o].zone is Zone.BATTLEFIELD
                 and state.objects[o].battlefield == battlefield)


def negate_unplayable(state: GameState, oid: int, by: int) -> Outcome:
    """Log that a hidden spell has no legal target at its battlefield (811.1.d)."""
    return negate(state, "play", oid, "has no legal target at its battlefield", "811.1.d", by=by)
