"""Players acting one at a time in turn order, starting with the player after you: "Starting with
the next player, each player may return a unit to its owner's hand", "Starting with the next player,
each other player chooses a unit you don't control that hasn't been chosen for this spell".

The order is the turn order (115.1.c), begun at the next player after the ability's controller
instead of at the turn player (303.2.a); you come last. Each player picks on resolution; the picks are
choices of those players, not targets of the spell (355.10.c), and the instruction then acts on all
of the objects picked.
"""

from __future__ import annotations

from dataclasses import dataclass

from .selectors import Selector
from .targets import ObjectRef, Referents, Scope


@dataclass(frozen=True)
class InTurnOrderPicks(ObjectRef):
    """Every player in turn order from the one after the ability's controller (the controller last;
    skipped with ``others_only``: "each other player") picks ``count`` objects matching ``selector``,
    judged from the ability's controller ("a unit you don't control"); ``up_to``: a player may pick
    none ("each player may …"); ``distinct``: never an object picked before ("that hasn't been chosen
    for this spell")."""

    selector: Selector
    count: int = 1
    up_to: bool = False
    others_only: bool = False
    distinct: bool = False

    def resolve(self, scope: Scope) -> Referents:
        state, source = scope.state, scope.source_object()
        seats = len(state.players)
        picked: list[int] = []
        for seat in range(1, seats + 1):
            pid = (scope.controller + seat) % seats
            if self.others_only and pid == scope.controller:
                continue
            options = tuple(o for o in self.selector.select(source, scope.controller, scope.view)
                            if not (self.distinct and o in picked))
            picks = scope.pick(options, 0 if self.up_to else self.count, self.count,
                               f"{state.player(pid).name}: pick {'up to ' if self.up_to else ''}{self.count} "
                               f"{self.selector.describe()}", player=pid)
            picked += [o for o in picks if o not in picked]
        return Referents(tuple(picked))
