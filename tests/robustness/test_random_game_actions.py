"""Property test (hypothesis, bounded): random sequences of game actions on random boards keep the
runtime's invariants (issue 16, "what must hold" 6).

A board is up to eight objects (the reference cards that compile, and vanilla units) of either
player in base, at a battlefield, in hand, deck or trash; a step is one of the direct actions the
scenario format offers (``riftc.scenarios.actions``: buff, kill, move, deal, draw, conquer, ...),
playing a card from hand (paying its cost from a pool of random size, or not paying), activating one
of an object's activated abilities, or ending the turn. Every choice the card abilities ask for (targets,
"you may", modes, the order of triggers) is answered at random among the legal answers, so the steps
run the cards' own instructions with choices no scenario wrote down. A step may be refused
(IllegalAction, IllegalChoice); anything else it raises is a bug. After every step the invariants
self-play checks after every action hold (``riftc.selfplay.invariants``: each live object listed
exactly once, in the zone list its ``zone``, battlefield, owner and controller say; nothing negative;
one buff unless allowed; the kept Might equal to a fresh one), and nothing is left on the chain.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corpus_paths import REFERENCE_CARDS
from riftc.pipeline import compile_card
from riftc.runtime import CardDef, Effect, Game, IllegalAction, IllegalChoice, Zone
from riftc.runtime.effects.keyword_abilities import activated_instances
from riftc.scenarios import actions
from riftc.scenarios.model import Act, Pos
from riftc.selfplay.invariants import broken
from riftc.selfplay.policy import RandomPolicy  # answers every choice at random
from riftc.sources import read_sources

BOUNDED = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.too_slow])

COMPILED = [result.definition for result in map(compile_card, read_sources([REFERENCE_CARDS]).cards)
            if result.compiled and result.definition.type in ("Unit", "Gear", "Spell")]
# The token cards (Gold, Recruit …) define the tokens the cards play (187), as the scenario runner loads them.
TOKENS = tuple(card for card in COMPILED if card.supertype == "Token")
VANILLA = [CardDef(id=f"T-{might}", name=f"Vanilla {might}", type="Unit", might=might) for might in (1, 2, 3)]
ZONES = (Zone.BASE, Zone.BATTLEFIELD, Zone.HAND, Zone.MAIN_DECK, Zone.TRASH)
AT_A_BATTLEFIELD = ("move", "conquer", "hold", "end_combat", "resolve_combat")
# Plays and activations run the cards' own abilities: weighted so that most boards see several.
VERBS = (*sorted(actions.OBJECT_ACTIONS), "deal", "give", *AT_A_BATTLEFIELD, "draw", "end turn", *["play", "activate"] * 5)

BOARDS = st.lists(st.tuples(st.sampled_from(COMPILED + VANILLA), st.integers(0, 1), st.sampled_from(ZONES),
                            st.integers(0, 1)), min_size=1, max_size=8)
STEPS = st.lists(st.tuples(st.sampled_from(VERBS), st.integers(0, 50), st.integers(-2, 5), st.integers(0, 1)),
                 max_size=15)


def _check_invariants(game: Game) -> None:
    """The invariants self-play checks after every action (riftc.selfplay.invariants), and an empty
    chain once a step has resolved."""
    problems = broken(game)
    assert not problems, problems
    assert not game.state.chain and not game.state.chain_cards, "something was left on the chain"


def _step(game: Game, verb: str, pick: int, amount: int, who: int) -> None:
    objects = list(game.state.objects.values())
    if verb == "play":  # a card in hand, if any
        objects = [obj for obj in objects if obj.zone is Zone.HAND]
    elif verb == "activate":  # an object on the board with an activated ability, if any
        objects = [obj for obj in objects if obj.zone in (Zone.BASE, Zone.BATTLEFIELD)
                   and activated_instances(game.view().instances(obj))]
    obj = objects[pick % len(objects)] if objects else None
    if verb == "end turn":
        game.end_turn(draw=bool(who))
        return
    if verb in ("play", "activate"):
        if obj is None:
            return
        # amount < 0: a play for free; otherwise the player has that much Energy and Power of any domain
        pool = game.state.player(obj.owner if verb == "play" else obj.controller).pool
        pool.energy, pool.power = max(0, amount), {"A": max(0, amount)}
        if verb == "play":
            game.play(obj, player=obj.owner, pay=amount >= 0)
        else:
            game.activate(obj, pick % len(activated_instances(game.view().instances(obj))))
        return
    if verb != "draw" and obj is None:
        return
    to = (None if amount < 0 else amount % 2) if verb in AT_A_BATTLEFIELD else None
    act = Act(Pos("random", 1), verb, obj=None if verb == "draw" else obj.name,
              amount=max(0, amount) if verb in ("deal", "draw") else amount, to=to, by=who)
    actions.perform(game, act, None if verb == "draw" else obj)
    game.execute(Effect())  # cleanup, then the triggers of what just happened, as the scenario runner does


@BOUNDED
@given(BOARDS, STEPS, st.randoms(use_true_random=False))
def test_random_actions_on_random_boards_keep_the_invariants(board, steps, rng) -> None:
    game = Game(chooser=RandomPolicy(rng), token_cards=TOKENS)
    for card, owner, zone, battlefield in board:
        game.add(card, owner, zone, battlefield=battlefield if zone is Zone.BATTLEFIELD else None)
    _check_invariants(game)
    for step in steps:
        try:
            _step(game, *step)
        except (IllegalAction, IllegalChoice):
            pass  # the rules may refuse a step; the invariants must hold all the same
        _check_invariants(game)
