"""Lowering of "play a card" instructions (419.3: a card played as part of an effect): "Play a unit
from your trash, ignoring its Energy cost", "Banish a friendly unit, then play it to base, ignoring
its cost", "You may play a unit from hand to a battlefield you control, reducing its cost by [3]".
A mixin of ``lower.Lowerer`` (it uses the Lowerer's ``error``, ``_require_none`` and ``antecedent``).
"""

from __future__ import annotations

from dataclasses import replace

from riftc import lower_targets, nodes, runtime

# Zones a card can be played from by an effect → the runtime's zone names.
PLAY_ZONES = {"trash": "trash", "hand": "hand"}


class PlayLowering:
    """``lower_play`` and its helpers; mixed into ``lower.Lowerer``."""

    def lower_play(self, node: nodes.Play) -> runtime.PlayCard:
        self._require_none(node, "as_", "for_")
        return runtime.PlayCard(target=self._played_card(node), ignore=self._ignored_cost(node.cost_waiver),
                                reduce=self._reduction(node.cost_waiver), to=self._play_place(node.destination))

    def _played_card(self, node: nodes.Play) -> runtime.ObjectRef:
        """The card played: "it" (a card an earlier instruction moved, followed to its new zone,
        359.3.e.14.c), "a unit from your trash" (a card in a public zone is a target, 355.10.a) or
        "a unit from hand" (the hand is private: picked on resolution, not targeted, 355.10.a; the
        player may decline since the text names a card type, 128.6)."""
        card = node.card
        if isinstance(card, nodes.BackRef) and card.word == "it":
            if node.source is not None:
                raise self.error(node.source, "playing it from there cannot run yet")
            return self.antecedent(card)
        if not (isinstance(card, nodes.Choice) and isinstance(card.quantity, nodes.One)):
            raise self.error(card, "playing these cards cannot run yet")
        origin = node.source.origin if isinstance(node.source, nodes.PlaySource) else None
        zone = PLAY_ZONES.get(origin.zone) if isinstance(origin, nodes.Zone) else None
        if zone is None or origin.owner not in (None, "your"):
            raise self.error(node.source or card, "playing a card from there cannot run yet")
        selector = lower_targets.selector(card)
        if selector.types not in (("unit",), ("gear",)) or selector.location is not None \
                or selector.controller == "enemy":
            raise self.error(card, "only a unit or gear card can be played by an effect yet")
        where = replace(selector, zone=zone, controller="friendly")  # your own trash or hand (127)
        if zone == "hand":
            return runtime.Pick(selector=where, up_to=True)
        return runtime.Choose(selector=where)

    def _ignored_cost(self, waiver: nodes.Node | None) -> str | None:
        """", ignoring its cost" (356.1.b.1) / ", ignoring its Energy cost" (356.1.b.2)."""
        if not isinstance(waiver, nodes.IgnoringCost):
            return None
        kind = (waiver.cost.kind or "").lower()
        if waiver.cost.owner.lower() != "its" or kind not in ("", "energy"):
            raise self.error(waiver, "ignoring this cost cannot run yet")
        return "energy" if kind == "energy" else "cost"

    def _reduction(self, waiver: nodes.Node | None) -> int:
        """", reducing its cost by [3]" (356.4): Energy off the card's cost."""
        if waiver is None or isinstance(waiver, nodes.IgnoringCost):
            return 0
        if not isinstance(waiver, nodes.ReducingCost) or waiver.cost.kind is not None \
                or not all(symbol.isdigit() for symbol in waiver.amount.symbols):
            raise self.error(waiver, "this change to the cost of a played card cannot run yet")
        return sum(int(symbol) for symbol in waiver.amount.symbols)

    def _play_place(self, node: nodes.Node | None) -> str:
        """Where the played permanent enters: base (also when the text says nothing), here, or "a
        battlefield you control"."""
        place = node.place if isinstance(node, nodes.PlayDestination) else node
        if place is None:
            return "base"
        if isinstance(place, nodes.Here):
            return "here"
        if isinstance(place, nodes.Zone) and place.zone == "base" and place.owner in (None, "your", "its"):
            return "base"
        if isinstance(place, nodes.Choice) and getattr(place.noun, "word", "") == "battlefield" \
                and isinstance(place.quantity, nodes.One) and place.controlled_by is not None \
                and not (place.other or place.state or place.controller or place.location):
            return "controlled_battlefield"
        raise self.error(place, "playing a card to there cannot run yet")
