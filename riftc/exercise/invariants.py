"""What must hold after every event of an exercised game: objects in one zone each, counts never
negative, one buff unless allowed, the kept view equal to a fresh one."""

from __future__ import annotations

from collections import Counter

from riftc.runtime import Event, EventLog, Game, Zone
from riftc.runtime.rules.layers import View, compute
from riftc.runtime.rules.static_effects import ANY_NUMBER_OF_BUFFS


class InvariantBroken(AssertionError):
    """A runtime invariant does not hold after an event."""


def invariant_problems(game: Game) -> list[str]:
    """What is wrong with the state now, in words (empty when every invariant holds):

    - every live object is listed exactly once, in the zone list its ``zone``, battlefield, owner and
      controller name, and no list names an object that is not alive (106-108);
    - damage, buffs, points, XP and the pool are never negative;
    - a unit has at most one buff unless something lets it have more (426.1.b.1-426.1.b.2);
    - the Might the layers give each unit equals a fresh computation from the state (473-480).
    """
    state, problems = game.state, []
    listed: Counter[int] = Counter()
    for player in state.players:
        if min(player.points, player.xp, player.pool.energy, *player.pool.power.values(), 0) < 0:
            problems.append(f"{player.name} has a negative count (points {player.points}, XP {player.xp}, "
                            f"pool {player.pool.energy} and {player.pool.power})")
        for zone, ids in player.zones.items():
            for oid in ids:
                listed[oid] += 1
                obj = state.objects.get(oid)
                if obj is None or obj.zone is not zone:
                    problems.append(f"{player.name}'s {zone.value} lists {obj or oid}, which is elsewhere")
    for battlefield in state.battlefields:
        for zone, ids in ((Zone.BATTLEFIELD, battlefield.objects), (Zone.FACEDOWN, battlefield.facedown)):
            for oid in ids:
                listed[oid] += 1
                obj = state.objects.get(oid)
                if obj is None or obj.zone is not zone or obj.battlefield != battlefield.index:
                    problems.append(f"{battlefield.name} lists {obj or oid}, which is elsewhere")
    listed.update(state.chain_cards)
    problems += [f"{state.objects[oid].name} is in no zone" for oid in state.objects if oid not in listed]
    problems += [f"object {oid} is listed {count} times" for oid, count in listed.items() if count > 1]
    view = compute(state)
    for obj in state.objects.values():
        if obj.damage < 0 or obj.buffs < 0:
            problems.append(f"{obj.name} has {obj.damage} damage and {obj.buffs} buffs")
        if obj.buffs > 1 and not view.has_permission(obj, ANY_NUMBER_OF_BUFFS):
            problems.append(f"{obj.name} has {obj.buffs} buffs, and nothing lets it have more than one")
    if state.view_cache is not None:  # the view the game keeps must be the one the state gives
        fresh = _fresh_view(game)
        problems += [f"{obj.name}'s Might is {view.might(obj)}, but {fresh.might(obj)} computed afresh"
                     for obj in state.objects.values() if obj.on_board and view.might(obj) != fresh.might(obj)]
    return problems


def _fresh_view(game: Game) -> View:
    kept, game.state.view_cache = game.state.view_cache, None
    try:
        return compute(game.state)
    finally:
        game.state.view_cache = kept


class CheckedLog(EventLog):
    """An event log that checks the invariants after every event it records."""

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def append(self, event: Event) -> Event:
        stored = super().append(event)
        problems = invariant_problems(self.game)
        if problems:
            raise InvariantBroken(f"after \"{stored.sentence()}\": {'; '.join(problems)}")
        return stored

