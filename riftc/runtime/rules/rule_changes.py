"""Passive abilities that change a number the game rules fix: the runes channelled in the Channel
Phase (315.3.b), the facedown cards a battlefield may hold (811.1.b), the Victory Score (194.3),
the damage that is lethal (142.4.b; "Any amount of your damage is enough to kill enemy units"),
whether a spell can be countered (425.1; "This can't be countered", "Your spells and abilities can't
be countered"), how much Might a spell's "give -[M]" takes ("… it gives an additional -1 [M]") and
whether [Deflect] is paid ("Players ignore [Deflect] while paying for spells and abilities choosing
something here", "Ignore [Deflect] while paying this spell's cost").

Each is an ability of a permanent or a battlefield card, working while it is on the board (and its
condition holds, judged with it as source); the helpers here give the number the rules then use.
"""

from __future__ import annotations

from typing import Iterator, TypeVar

from ..model.frozen import dataclass  # frozen data classes made cheaply (model/frozen.py)
from ..model.conditions import Condition
from ..model.objects import GameObject
from ..model.selectors import Selector
from ..model.state import GameState
from .layers import StaticScope, View, compute

#: 194.3: the Victory Score is 8 points by default (a game may set ``state.victory_score``).
VICTORY_SCORE = 8
#: 315.3.b: the turn player channels 2 runes in their Channel Phase.
RUNES_CHANNELLED = 2


@dataclass(frozen=True)
class ChannelLimit:
    """"While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase":
    every player channels at most ``count`` runes in their Channel Phase (315.3.b)."""

    count: int
    condition: Condition | None = None


@dataclass(frozen=True)
class HideAdditional:
    """A battlefield's "You may hide an additional card here.": one more facedown card may be hidden
    at its battlefield than the one 811.1.b allows."""

    condition: Condition | None = None


@dataclass(frozen=True)
class RaiseVictoryScore:
    """"Increase the points needed to win the game by 1." (194.3.a): the Victory Score is ``amount``
    higher while this is on the board (unleashed-faq-008: it changes back at once when it leaves)."""

    amount: int
    condition: Condition | None = None


@dataclass(frozen=True)
class AnyDamageLethal:
    """"Any amount of your damage is enough to kill enemy units." (Elder Dragon): a unit ``subject``
    matches (judged from this permanent) with damage its controller marked on it, by a deal action they
    were responsible for, has lethal damage whatever its Might (unleashed-faq-004 changes 142.4.b's
    definition for those units; damage prevented is never marked, 437.2.a, unleashed-faq-015)."""

    subject: Selector
    condition: Condition | None = None


@dataclass(frozen=True)
class CantBeCountered:
    """"This can't be countered." on a spell (the card itself, ``yours`` False), or a permanent's "Your
    spells and abilities can't be countered." (``yours``: every chain item its controller controls):
    countering it is negated (054.1, 425.1; vendetta-faq-005: the counterspell does nothing to it)."""

    yours: bool = False
    condition: Condition | None = None


@dataclass(frozen=True)
class AdditionalMightLoss:
    """"If a spell or ability you control would give -[M] to a unit it chooses, it gives an additional
    -1 [M]." (Mel, Newly Awakened): a replacement of that Might change (370.1) making it ``extra``
    bigger, applied before a limit such as "to a minimum of 1 [M]" is snapshotted (477.3.b,
    vendetta-faq-004); only for units the spell or ability chose as targets (vendetta-faq-003)."""

    extra: int
    condition: Condition | None = None


@dataclass(frozen=True)
class IgnoreDeflect:
    """[Deflect]'s extra cost (809.1.c) is not paid: for this spell itself ("Ignore [Deflect] while paying
    this spell's cost", ``here`` False: its own text, working as it is played, 366.1), or, on a
    battlefield, by every player for spells and abilities choosing anything at it ("Players ignore
    [Deflect] while paying for spells and abilities choosing something here", ``here``: the whole
    Deflect cost of such a spell, also for its other targets, vendetta-faq-032)."""

    here: bool = False
    condition: Condition | None = None


Ability = TypeVar("Ability", ChannelLimit, HideAdditional, RaiseVictoryScore, AnyDamageLethal, CantBeCountered,
                  AdditionalMightLoss, IgnoreDeflect)


def _active(state: GameState, kind: type[Ability], view: View | None = None) -> Iterator[tuple[GameObject, Ability]]:
    """Each active ability of ``kind`` on the board, with its source."""
    view = view or compute(state)
    for source in state.board_objects():
        for ability in view.abilities(source):
            if isinstance(ability, kind) and (ability.condition is None
                                              or ability.condition.holds(StaticScope(view, source))):
                yield source, ability


def runes_to_channel(state: GameState) -> int:
    """How many runes the turn player channels in their Channel Phase (315.3.b)."""
    return min([RUNES_CHANNELLED] + [ability.count for _, ability in _active(state, ChannelLimit)])


def hide_limit(state: GameState, battlefield: int) -> int:
    """How many facedown cards ``battlefield`` may hold (811.1.b: one, plus one per "You may hide an
    additional card here" of a card at it)."""
    return 1 + sum(1 for source, _ in _active(state, HideAdditional)
                   if source.location() == ("battlefield", battlefield))


def victory_score(state: GameState) -> int:
    """The Victory Score now (194.3): the game's, raised by the cards on the board (194.3.a)."""
    base = getattr(state, "victory_score", VICTORY_SCORE)
    return base + sum(ability.amount for _, ability in _active(state, RaiseVictoryScore))


def lethal_to(state: GameState, view: View, unit: GameObject) -> bool:
    """Whether any amount of the damage on ``unit`` is lethal: a player who marked some of it controls
    an ``AnyDamageLethal`` that covers it (unleashed-faq-004)."""
    return any(source.controller in unit.marked_by
               and ability.subject.matches(unit, source, source.controller, view)
               for source, ability in _active(state, AnyDamageLethal, view))


def uncounterable(state: GameState, card: GameObject | None, controller: int) -> bool:
    """Whether a chain item (its card, if it is one, and its controller) can't be countered: its card
    says so (a spell's printed text works on the chain, 366.1) or a permanent of that controller
    makes their spells and abilities so (425.1, 054.1)."""
    if card is not None and any(isinstance(a, CantBeCountered) and not a.yours for a in card.card.abilities):
        return True
    return any(ability.yours and source.controller == controller
               for source, ability in _active(state, CantBeCountered))


def might_loss_bonus(state: GameState, by: int) -> int:
    """The additional Might loss of a unit a spell or ability ``by`` controls chose and now gives
    -[M]: the sum of ``by``'s active ``AdditionalMightLoss`` amounts."""
    return sum(ability.extra for owner, ability in _active(state, AdditionalMightLoss) if owner.controller == by)


def deflect_ignored(state: GameState, card: GameObject | None, chosen: list[GameObject]) -> bool:
    """Whether [Deflect] is ignored while paying for a spell or ability (``card``: the spell, if it is
    one) that chose ``chosen``: its own text says so, or a battlefield where one of them is does."""
    if card is not None and any(isinstance(a, IgnoreDeflect) and not a.here for a in card.card.abilities):
        return True
    places = {o.location() for o in chosen if o.on_board}
    return any(ability.here and source.battlefield is not None and ("battlefield", source.battlefield) in places
               for source, ability in _active(state, IgnoreDeflect))
