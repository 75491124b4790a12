"""Conditions on what an earlier instruction of the same ability acted on: "Then if you revealed a
Bird, Cat, Dog, or Poro, do this: …" (424, 359.3.e.14). The cards are judged as they were acted on,
wherever they went since (a revealed card drawn is still the card revealed: last-known information,
359.3.e.13)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..model.conditions import Condition
from ..model.selectors import Selector

if TYPE_CHECKING:  # pragma: no cover
    from ..model.targets import Scope


@dataclass(frozen=True)
class ActedOnMatches(Condition):
    """Whether one of the cards instruction ``link`` actually acted on (its Outcome's ``affected``)
    fits ``selector``'s types and properties, wherever that card is now. False if that instruction
    did not happen (a "you may" declined) or acted on nothing."""

    link: int
    selector: Selector

    def holds(self, scope: Scope) -> bool:
        outcome = scope.outcome(self.link)
        if outcome is None or outcome.ignored:
            return False
        view = scope.view
        source = scope.source_object()
        cards = [card for oid in outcome.affected if (card := scope.state.lookup(oid)) is not None]
        kinds = self.selector.types
        return any((not kinds or (card.card.type or "").lower() in kinds)
                   and all(p.test_from(card, source, view) for p in self.selector.properties) for card in cards)
