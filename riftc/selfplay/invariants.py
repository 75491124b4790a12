"""Runtime invariants a whole game must keep after every action: each a rule of the game the
engine's state could break if some game action were wrong."""

from __future__ import annotations

from riftc.runtime import ANY_NUMBER_OF_BUFFS, Game, GameState, Zone, compute


class Invariants:
    """Checks the invariants after each action; remembers each object's buffs, so that only a buff
    gained without the permission counts (a unit may keep buffs after losing the permission, e.g. by
    becoming a copy of another card, 426.1.b.2)."""

    def __init__(self) -> None:
        self.buffs: dict[int, int] = {}

    def broken(self, game: Game, *, settled: bool = True) -> list[str]:
        """Every invariant that does not hold now, in words with its rule (empty when all hold);
        ``settled=False`` in the middle of an action (see ``broken``)."""
        problems = broken(game, self.buffs, settled=settled)
        self.buffs = {o.oid: o.buffs for o in game.state.board_objects()}
        return problems


def broken(game: Game, buffs_before: dict[int, int] | None = None, *, settled: bool = True) -> list[str]:
    """Every invariant that does not hold now, in words with its rule (empty when all hold).

    ``settled``: no action is under way. In the middle of one (after one of its events) a card being
    played is on the chain a moment before its chain item is (356-357), and a unit moved away from a
    combat keeps its designation until the next cleanup removes it (323.2.c), so those checks wait."""
    state = game.state
    buffs_before = buffs_before or {}
    problems: list[str] = []
    seen: dict[int, int] = {}
    lists = [(Zone.CHAIN, None, state.chain_cards)]
    lists += [(Zone.BATTLEFIELD, f.index, f.objects) for f in state.battlefields]
    lists += [(Zone.FACEDOWN, f.index, f.facedown) for f in state.battlefields]
    lists += [(zone, None, ids) for p in state.players for zone, ids in p.zones.items()]
    for player in state.players:  # a player's zones hold what they control on the board, else own (106-108)
        for zone, ids in player.zones.items():
            for obj in filter(None, map(state.objects.get, ids)):
                if (obj.controller if zone.on_board else obj.owner) != player.pid:
                    problems.append(f"{obj.name} ({obj.oid}) is in {player.name}'s {zone.value}, whose "
                                    f"{'controller' if zone.on_board else 'owner'} it is not (106-108)")
    for zone, field, ids in lists:
        for oid in ids:
            seen[oid] = seen.get(oid, 0) + 1
            obj = state.objects.get(oid)
            if obj is None:
                problems.append(f"object {oid} is listed in {zone.value} but does not exist (119)")
            elif obj.zone is not zone or (field is not None and obj.battlefield != field):
                problems.append(f"{obj.name} ({oid}) is listed in {zone.value} but says it is in {obj.zone.value} (119)")
    problems += [f"object {oid} is in {n} zones at once (119)" for oid, n in seen.items() if n > 1]
    problems += [f"{o.name} ({oid}) is in no zone (119)" for oid, o in state.objects.items() if oid not in seen]
    cached = game.view()
    state.view_cache = None  # the layers computed afresh must agree with the cached view (473-480)
    fresh = compute(state)
    for obj in state.board_objects():
        if obj.card.type == "Unit" and cached.might(obj) != fresh.might(obj):
            problems.append(f"{obj.name}'s Might is reported as {cached.might(obj)} but the layers give "
                            f"{fresh.might(obj)} (473)")
        if obj.buffs > max(1, buffs_before.get(obj.oid, 0)) and not fresh.has_permission(obj, ANY_NUMBER_OF_BUFFS):
            problems.append(f"{obj.name} gained a buff to {obj.buffs} without a permission for more than one (426.1.b)")
        for counter in ("damage", "buffs", "empowered"):
            if getattr(obj, counter) < 0:
                problems.append(f"{obj.name} has {getattr(obj, counter)} {counter} (no negative counters)")
        if settled and (obj.attacking or obj.defending) and obj.zone is not Zone.BATTLEFIELD:
            problems.append(f"{obj.name} has a combat designation away from a battlefield (323.2.c)")
    for player in state.players:
        if player.points < 0 or player.xp < 0:
            problems.append(f"{player.name} has {player.points} points and {player.xp} XP (194.4, 729)")
        if player.pool.energy < 0 or any(v < 0 for v in player.pool.power.values()):
            problems.append(f"{player.name}'s rune pool is negative: {player.pool} (166)")
    if settled and not state.chain and state.chain_cards:
        problems.append("cards are on the chain but no chain exists (328, 330)")
    if settled and state.flow.winner is None:
        problems += _priority_problems(state)
    return problems


def _priority_problems(state: GameState) -> list[str]:
    """While a chain exists some player has Priority on it (312.2.c-d); a phase or combat step waits
    only for a chain to empty (335)."""
    flow = state.flow
    problems: list[str] = []
    if state.chain and flow.priority is None:
        problems.append("a chain exists but no player has Priority on it (312.2.c)")
    if flow.procedures and not state.chain:
        problems.append(f"{len(flow.procedures)} procedure(s) wait for a chain that is empty (335)")
    if not state.chain and flow.showdown is None and state.phase == "main" \
            and flow.priority not in (state.current, flow.invited):
        problems.append(f"in the Neutral Open Main Phase Priority is with P{(flow.priority or 0) + 1}, not the "
                        "turn player (312.2.a)")
    return problems
