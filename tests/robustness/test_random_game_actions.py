"""Property test (hypothesis, bounded): random sequences of game actions on random boards keep the
runtime's invariants (issue 16, "what must hold" 6).

A board is up to eight objects (the reference cards that compile, and vanilla units) of either
player in base, at a battlefield, in hand, deck or trash; a step is one of the direct actions the
scenario format offers (``riftc.scenarios.actions``: buff, kill, move, deal, draw, conquer, ...),
playing a card from hand, or ending the turn. A step may be refused (IllegalAction, IllegalChoice);
anything else it raises is a bug. After every step:

- each live object is listed exactly once, in the zone list its ``zone``, ``battlefield``, owner and
  controller say, and no zone list holds an id that is not alive;
- damage, buffs, points and XP are never negative; owners and controllers are players;
- nothing is left on the chain once a step has resolved.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corpus_paths import REFERENCE_CARDS
from riftc.pipeline import compile_card
from riftc.runtime import CardDef, Effect, Game, IllegalAction, IllegalChoice, Zone
from riftc.scenarios import actions
from riftc.scenarios.model import Act, Pos
from riftc.sources import read_sources

BOUNDED = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.too_slow])

COMPILED = [result.definition for result in map(compile_card, read_sources([REFERENCE_CARDS]).cards)
            if result.compiled and result.definition.type in ("Unit", "Gear", "Spell")]
VANILLA = [CardDef(id=f"T-{might}", name=f"Vanilla {might}", type="Unit", might=might) for might in (1, 2, 3)]
ZONES = (Zone.BASE, Zone.BATTLEFIELD, Zone.HAND, Zone.MAIN_DECK, Zone.TRASH)
AT_A_BATTLEFIELD = ("move", "conquer", "hold", "end_combat", "resolve_combat")
VERBS = (*sorted(actions.OBJECT_ACTIONS), "deal", "give", *AT_A_BATTLEFIELD, "draw", "end turn", "play")

BOARDS = st.lists(st.tuples(st.sampled_from(COMPILED + VANILLA), st.integers(0, 1), st.sampled_from(ZONES),
                            st.integers(0, 1)), min_size=1, max_size=8)
STEPS = st.lists(st.tuples(st.sampled_from(VERBS), st.integers(0, 50), st.integers(-2, 5), st.integers(0, 1)),
                 max_size=15)


def _check_invariants(game: Game) -> None:
    state = game.state
    listed: Counter[int] = Counter()
    for player in state.players:
        assert player.points >= 0 and player.xp >= 0
        for zone, ids in player.zones.items():
            for oid in ids:
                listed[oid] += 1
                obj = state.objects[oid]
                assert obj.zone is zone, (obj, zone)
                assert (obj.controller if zone in (Zone.BASE, Zone.LEGEND) else obj.owner) == player.pid, obj
    for battlefield in state.battlefields:
        for zone, ids in ((Zone.BATTLEFIELD, battlefield.objects), (Zone.FACEDOWN, battlefield.facedown)):
            for oid in ids:
                listed[oid] += 1
                obj = state.objects[oid]
                assert obj.zone is zone and obj.battlefield == battlefield.index, obj
    listed.update(state.chain_cards)
    assert set(listed) == set(state.objects), "an object is missing from every zone list, or a dead one is listed"
    assert all(count == 1 for count in listed.values()), f"an object is listed twice: {listed}"
    for obj in state.objects.values():
        assert obj.damage >= 0 and obj.buffs >= 0, obj
        assert obj.owner in (0, 1) and obj.controller in (0, 1), obj
    assert not state.chain and not state.chain_cards, "something was left on the chain"


def _step(game: Game, verb: str, pick: int, amount: int, who: int) -> None:
    objects = list(game.state.objects.values())
    obj = objects[pick % len(objects)] if objects else None
    if verb == "end turn":
        game.end_turn(draw=bool(who))
        return
    if verb == "play":
        if obj is not None and obj.zone is Zone.HAND:
            game.play(obj, player=obj.owner, pay=False)
        return
    if verb != "draw" and obj is None:
        return
    to = (None if amount < 0 else amount % 2) if verb in AT_A_BATTLEFIELD else None
    act = Act(Pos("random", 1), verb, obj=None if verb == "draw" else obj.name,
              amount=max(0, amount) if verb in ("deal", "draw") else amount, to=to, by=who)
    actions.perform(game, act, None if verb == "draw" else obj)
    game.execute(Effect())  # cleanup, then the triggers of what just happened, as the scenario runner does


@BOUNDED
@given(BOARDS, STEPS)
def test_random_actions_on_random_boards_keep_the_invariants(board, steps) -> None:
    game = Game()
    for card, owner, zone, battlefield in board:
        game.add(card, owner, zone, battlefield=battlefield if zone is Zone.BATTLEFIELD else None)
    _check_invariants(game)
    for step in steps:
        try:
            _step(game, *step)
        except (IllegalAction, IllegalChoice):
            pass  # the rules may refuse a step; the invariants must hold all the same
        _check_invariants(game)
