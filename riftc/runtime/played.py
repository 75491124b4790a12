"""Conditions on the cards a player has played this turn ("Use only if you've played an Equipment
this turn", "if you've played a non-token unit, a non-token gear, and a spell this turn") and on how
much a player controls compared with an opponent ("if you control fewer runes than an opponent").

A play counts once it is finalized (419.4.b: the "play" event the interpreter logs); hiding a card is
not playing it (riftbound-origins-faq-018). The played object is read wherever it is now or by its
last-known information (359.3.e.13), so a spell that already resolved still counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import CardDef
from .conditions import Condition
from .selectors import Selector
from .targets import Scope


@dataclass(frozen=True)
class PlayedKindThisTurn(Condition):
    """The ability's controller played, this turn, a card of one of ``types`` (empty: any type) that
    has ``tag`` (if given: "an Equipment", a tag, 135.4.a) and, with ``non_token``, is not a token
    ("a non-token unit": tokens are not cards, 185)."""

    types: tuple[str, ...] = ()
    tag: str | None = None
    non_token: bool = False

    def holds(self, scope: Scope) -> bool:
        state = scope.state
        for event in state.log.events:
            if event.kind != "play" or not event.performed or event.turn != state.turn \
                    or event.player != scope.controller:
                continue
            for oid in dict.fromkeys(event.objects + event.new_ids):
                obj = state.lookup(oid)
                if obj is not None and self._matches(obj.card):
                    return True
        return False

    def _matches(self, card: CardDef) -> bool:
        if self.types and (card.type or "").lower() not in self.types:
            return False
        if self.tag is not None and self.tag not in card.tags:
            return False
        return not (self.non_token and card.supertype == "Token")


@dataclass(frozen=True)
class FewerThanOpponent(Condition):
    """"if you control fewer runes than an opponent" (189): some opponent (every other player,
    740.1.b) controls more objects matching ``selector`` than the ability's controller does (the
    selector is judged from each player: "runes" are the runes that player controls)."""

    selector: Selector

    def holds(self, scope: Scope) -> bool:
        me = scope.source_object()
        mine = len(self.selector.select(me, scope.controller, scope.view))
        return any(len(self.selector.select(me, player.pid, scope.view)) > mine
                   for player in scope.state.players if player.pid != scope.controller)
