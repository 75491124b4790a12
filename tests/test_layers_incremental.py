"""Incremental layers (riftc/runtime/rules/layers.py, issue 15 point 3): on random boards, after every
random game action, the View ``compute`` returns (kept while the change clock has not moved, and
reusing the characteristics of unchanged objects when no effect can reach beyond its own object)
equals a full recomputation of the layers (476), and that equals the layers run one by one with what
applies found afresh before each; what is kept per clock value with it (the board's objects, the
units' Might, the board's abilities by kind) equals a fresh scan. A step changes an object's list in place, which the clock must see."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from corpus_paths import REFERENCE_CARDS
from riftc.pipeline import compile_card
from riftc.runtime import CardDef, Effect, Game, IllegalAction, IllegalChoice, Keyword, Zone
from riftc.runtime.model.abilities import StaticAbility
from riftc.runtime.rules.replacements import ReplacementAbility
from riftc.runtime.model.objects import THIS_TURN, MightModifier
from riftc.runtime.rules import actions as game_actions
from riftc.runtime.rules import layers
from riftc.scenarios import actions
from riftc.scenarios.model import Act, Pos
from riftc.sources import read_sources

BOUNDED = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                   suppress_health_check=[HealthCheck.too_slow])

# Mostly cards whose layer effects stay on their own object (vanilla units, Shield and Assault, which
# count while defending or attacking, 807.1.c, 814.1.c), so the incremental path runs; and the
# reference cards, whose static abilities (Kayle's Might per Empower, Fiora's keywords while Mighty)
# and attachments make a board dependent again.
REFERENCE = [result.definition for result in map(compile_card, read_sources([REFERENCE_CARDS]).cards)
             if result.compiled and result.definition.type in ("Unit", "Gear")]
PLAIN = [CardDef(id=f"T-{might}", name=f"Vanilla {might}", type="Unit", might=might) for might in (1, 3, 4)]
KEYWORDED = [CardDef(id="T-S", name="Shielded", type="Unit", might=2, abilities=(Keyword("Shield", 2),)),
             CardDef(id="T-A", name="Assaulting", type="Unit", might=3, abilities=(Keyword("Assault", 2),))]
ZONES = (Zone.BASE, Zone.BATTLEFIELD, Zone.HAND, Zone.TRASH)
AT_A_BATTLEFIELD = ("move", "conquer", "hold", "end_combat", "resolve_combat")
VERBS = (*sorted(actions.OBJECT_ACTIONS), "deal", "give", *AT_A_BATTLEFIELD, "end turn", "play", "attacking",
         "defending", "modifier in place")

CARDS = st.one_of(st.sampled_from(PLAIN + KEYWORDED), st.sampled_from(REFERENCE))
BOARDS = st.lists(st.tuples(CARDS, st.integers(0, 1), st.sampled_from(ZONES), st.integers(0, 1), st.integers(0, 1)),
                  min_size=1, max_size=8)
STEPS = st.lists(st.tuples(st.sampled_from(VERBS), st.integers(0, 50), st.integers(-2, 5), st.integers(0, 1)),
                 min_size=1, max_size=15)


def _step(game: Game, verb: str, pick: int, amount: int, who: int) -> None:
    """One game action on the board (as the scenario format spells them), or a flag a combat sets."""
    objects = list(game.state.objects.values())
    obj = objects[pick % len(objects)]
    if verb == "end turn":
        game.end_turn(draw=False)
    elif verb == "play":
        if obj.zone is Zone.HAND:
            game.play(obj, player=obj.owner, pay=False)
    elif verb in ("attacking", "defending"):  # what Shield and Assault look at (set by combat, 807.1.c, 814.1.c)
        setattr(obj, verb, not getattr(obj, verb))
    elif verb == "modifier in place":  # a list changed in place, then one given anew: the change clock sees both
        obj.modifiers.append(MightModifier(amount, THIS_TURN, None, game.state.tick()))
        if amount % 2:
            obj.modifiers = list(obj.modifiers[:-1])
    else:
        to = (None if amount < 0 else amount % 2) if verb in AT_A_BATTLEFIELD else None
        actions.perform(game, Act(Pos("random", 1), verb, obj=obj.name, amount=max(0, amount) if verb == "deal"
                                  else amount, to=to, by=who), obj)
        game.execute(Effect())  # cleanup and triggers, as the scenario runner does


def _layer_by_layer(state) -> layers.View:
    """The layers as 476.2 reads: every pass runs each layer in turn with what applies found afresh
    before each layer (``_compute`` finds it again only after something was applied)."""
    view = layers.View(state, {o.oid: layers.printed(o, state) for o in state.board_objects()})
    applied: set[tuple[object, ...]] = set()
    hold = True
    for _ in range(layers.MAX_PASSES):
        if not any([layers._run_layer(view, layer, applied, list(layers._effects(view)), hold)
                    for layer in (layers.TRAITS, layers.ABILITIES, layers.ARITHMETIC)]):
            if not hold:
                return view
            hold = False
    raise AssertionError("did not settle")


def _fresh_board(state) -> list:
    """The face-up objects on the board, scanned afresh (what ``board_objects`` keeps per clock value)."""
    return [o for o in state.objects.values() if o.on_board and o.zone is not Zone.FACEDOWN]


def _assert_same_as_full(game: Game) -> None:
    assert game.state.board_objects() == _fresh_board(game.state)  # the board kept per change clock value
    assert all(o.on_board == o.zone.on_board for o in game.state.objects.values())  # kept with the zone
    incremental = layers.compute(game.state)
    full = layers._compute(game.state)
    reference = _layer_by_layer(game.state)
    assert list(incremental.chars) == list(full.chars) == list(reference.chars)  # the same objects, in board order
    for oid, chars in full.chars.items():
        assert incremental.chars[oid] == chars == reference.chars[oid], (
            game.state.objects[oid], incremental.chars[oid], chars, reference.chars[oid])
    # Every object's characteristics wherever it is: those a static ability gives cards outside the board
    # (a keyword for the Equipment in a hand, 813.4) too, and printed ones elsewhere (711).
    for obj in game.state.objects.values():
        assert incremental.of(obj) == full.of(obj) == reference.of(obj), obj
    # The units' Might the View keeps per clock value: as computed from a full recomputation now.
    # (Carried from the View before for the units not changed since: compared in board order too.)
    assert list(incremental.unit_mights().items()) == [(o.oid, full.might(o)) for o in _fresh_board(game.state)
                                                       if (o.card.type or "").lower() == "unit"]
    for kind in (Keyword, StaticAbility, ReplacementAbility):  # the board's abilities by kind, kept per clock value
        assert incremental.having(kind) == [(o, i, ability, key) for o in _fresh_board(game.state)
                                            for i, (ability, key) in enumerate(full.instances(o)) if isinstance(ability, kind)]


@BOUNDED
@given(BOARDS, STEPS)
def test_incremental_layers_equal_a_full_recomputation(board, steps) -> None:
    game = Game()
    for card, owner, zone, battlefield, buffs in board:
        game.add(card, owner, zone, battlefield=battlefield if zone is Zone.BATTLEFIELD else None,
                 buffs=buffs if zone in (Zone.BASE, Zone.BATTLEFIELD) else 0)
    _assert_same_as_full(game)
    for step in steps:
        try:
            _step(game, *step)
        except (IllegalAction, IllegalChoice):
            pass  # a refused step changes nothing the layers read, or what it changed is compared all the same
        _assert_same_as_full(game)


def test_a_buff_on_an_independent_board_recomputes_the_buffed_unit_only(monkeypatch) -> None:
    game = Game()
    units = [game.add(card, 0, Zone.BASE) for card in PLAIN + KEYWORDED]
    before = layers.compute(game.state)
    computed: list[list[int]] = []
    full = layers._compute

    def counting(state, objects=None):
        computed.append([o.oid for o in (state.board_objects() if objects is None else objects)])
        return full(state, objects)

    monkeypatch.setattr(layers, "_compute", counting)
    game_actions.buff(game.state, units[1].oid, by=0)
    after = layers.compute(game.state)
    assert computed == [[units[1].oid]]  # the one unit that changed
    assert after.might(units[1]) == before.might(units[1]) + 1  # a buff is +1 Might (703)
    assert all(after.chars[u.oid] is before.chars[u.oid] for u in units if u is not units[1])


def test_a_static_ability_on_the_board_means_a_full_recomputation(monkeypatch) -> None:
    kayle = next(card for card in REFERENCE if card.id == "VEN-134")  # "+2 [M] for each time I'm [Empowered]"
    game = Game()
    units = [game.add(card, 0, Zone.BASE) for card in [*PLAIN, kayle]]
    layers.compute(game.state)
    computed: list[object] = []
    full = layers._compute
    monkeypatch.setattr(layers, "_compute", lambda state, objects=None: computed.append(objects) or full(state, objects))
    game_actions.empower(game.state, units[-1].oid, by=0)
    assert layers.compute(game.state).might(units[-1]) == kayle.might + 2
    assert computed == [None]  # every object, as a static ability may reach any of them


def test_an_effect_switched_on_by_another_is_found_on_the_next_pass() -> None:
    """Fiora, Victorious at 4 Might with a buff is Mighty only once the arithmetic layer ran (703, 708);
    her "While I'm [Mighty], I have [Deflect] …" then applies in the next pass (476.2)."""
    fiora = next(card for card in REFERENCE if card.id == "OGN-232")
    game = Game()
    unit = game.add(fiora, 0, Zone.BASE, buffs=1)
    view = layers.compute(game.state)
    assert view.might(unit) == 5 and view.keyword_value(unit, "Deflect") is not None
    _assert_same_as_full(game)


def test_a_keyword_given_to_cards_in_a_hand_holds_there_and_only_while_its_source_is_on_the_board() -> None:
    """Jax, Unmatched: "Each Equipment in your hand has [Quick-Draw]" (813.4, 819.1.b): an Equipment in
    his controller's hand has Quick-Draw, and so Reaction, while he is on the board; an opponent's
    doesn't; played to the board it no longer is in the hand the ability names; with Jax gone no card has it."""
    jax = next(card for card in REFERENCE if card.id == "SFD-054")
    blade = CardDef(id="T-E", name="Blade", type="Gear", tags=("Equipment",))
    game = Game()
    source = game.add(jax, 0, Zone.BASE)
    mine, theirs, played = (game.add(blade, owner, Zone.HAND) for owner in (0, 1, 0))
    view = layers.compute(game.state)
    assert view.keyword_value(mine, "Quick-Draw") == 1 and view.keyword_value(mine, "Reaction") == 1
    assert view.keyword_value(theirs, "Quick-Draw") is None
    _assert_same_as_full(game)
    game.play(played, player=0, pay=False)
    assert layers.compute(game.state).keyword_value(played, "Quick-Draw") is None  # not in a hand any more
    assert view.keyword_value(played, "Quick-Draw") is None  # an older View: its card left the zone it was computed in
    game.state.relocate(source, Zone.TRASH)  # Jax leaves the board
    assert layers.compute(game.state).keyword_value(mine, "Quick-Draw") is None
    _assert_same_as_full(game)
