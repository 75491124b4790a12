"""The Chosen Champion and its zone (103.2.a, 108.3): "return your Chosen Champion from your trash to your
Champion Zone if it is empty" (Hallowed Tomb).

* ``ChosenChampionCard`` is "your Chosen Champion" in a zone other than the board: any card there with the
  full name of the card the player chose (103.2.a.3: every copy counts, riftbound-origins-faq-084; a card
  that only shares its champion tag does not, riftbound-origins-faq-085). The player's choice is
  ``Player.chosen_champion``, the name of the card that started the game in the Champion Zone (112).
* ``ReturnToChampionZone`` puts such a card into its owner's Champion Zone, which it can only do while the
  zone holds no card (108.3.c.1).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model.events import Outcome
from ..model.objects import Zone
from ..model.targets import ObjectRef, Referents, Scope
from ..rules.actions import done, negate
from .instructions import for_each_object
from .resolution import Instruction, Resolution

#: The zones "your Chosen Champion from your …" names, by their word on the card.
CHAMPION_ORIGINS = {"trash": Zone.TRASH, "hand": Zone.HAND}


@dataclass(frozen=True)
class ChosenChampionCard(ObjectRef):
    """"your Chosen Champion from your trash": one card in that zone of yours named as your Chosen
    Champion (103.2.a.3), picked on resolution when there are several copies (they are interchangeable);
    none when you chose no champion."""

    zone: str = "trash"

    def resolve(self, scope: Scope) -> Referents:
        player = scope.state.player(scope.controller)
        name = player.chosen_champion
        if name is None:
            return Referents(())
        options = tuple(o for o in player.zone(CHAMPION_ORIGINS[self.zone]) if scope.state.objects[o].name == name)
        if len(options) <= 1:
            return Referents(options)
        return Referents(scope.pick(options, 1, 1, f"pick a copy of your Chosen Champion ({name})"))


@dataclass(frozen=True)
class ReturnToChampionZone(Instruction):
    """"return your Chosen Champion from your trash to your Champion Zone": the card goes to its owner's
    Champion Zone, only if no card is there already (108.3.c.1); a new object there (124)."""

    target: ObjectRef
    action = "return"

    def execute(self, ctx: Resolution) -> Outcome:
        return for_each_object(ctx, self, "target", lambda oid: self._return(ctx, oid))

    def _return(self, ctx: Resolution, oid: int) -> Outcome:
        state = ctx.state
        obj = state.get(oid)
        if obj is None or obj.on_board or obj.zone is Zone.CHAIN:
            return negate(state, "return", oid, "is not in a zone it can be returned from", "108.3.c",
                          by=ctx.controller, source=ctx.source)
        if state.player(obj.owner).zone(Zone.CHAMPION):
            return negate(state, "return", oid, "can't go to a Champion Zone that holds a card", "108.3.c.1",
                          by=ctx.controller, source=ctx.source)
        old = state.relocate(obj, Zone.CHAMPION)
        return done(state, "return", old, f"{obj.name} is returned to its owner's Champion Zone", "108.3.c.1",
                    by=ctx.controller, source=ctx.source, new_ids=(obj.oid,))
