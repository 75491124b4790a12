"""A whole game: modes (483-489), setup (110-118), runes and the automatic payer (164.2), legal
actions and their refusals, and games that end (193-196)."""

from __future__ import annotations

import pytest

from riftc.runtime import (BASIC_RUNES, MODES, CardDef, DeckCards, EndTurnAction, Game, IllegalAction, PassAction,
                           PlayCardAction, StandardMoveAction, Zone, deck_problems, find_payment, new_game)
from riftc import compile_text
from riftc.runtime.engine import runes

PORO = CardDef(id="T-1", name="Poro", type="Unit", domains=("Fury",), energy=1, might=1)
BRUTE = CardDef(id="T-2", name="Brute", type="Unit", domains=("Fury",), energy=3, power=("R",), might=4)
FURY = next(r for r in BASIC_RUNES if r.domains == ("Fury",))
CALM = next(r for r in BASIC_RUNES if r.domains == ("Calm",))


def deck(*, runes_: tuple[CardDef, ...] = (FURY,) * 12) -> DeckCards:
    return DeckCards(None, None, (PORO,) * 20 + (BRUTE,) * 20, runes_, ())


def test_modes_define_their_variables() -> None:
    assert MODES["duel"].players == 2 and MODES["duel"].victory_score == 8  # 485.1, 485.3
    assert MODES["2v2"].victory_score == 11 and MODES["2v2"].has_teammates  # 489.3, 489.2
    assert MODES["ffa4"].battlefields_from_first is False  # 488.4.b
    assert MODES["match"].games_to_win == 2  # 486.6


def test_setup_draws_four_and_starts_the_first_players_main_phase() -> None:
    game = new_game([deck(), deck()], "duel", seed=3, first=0)
    state = game.state
    assert state.phase == "main" and state.current == 0 and state.flow.priority == 0  # 118, 316
    assert len(state.player(0).zone(Zone.HAND)) == 5  # 116: four, then the first draw (315.4.b)
    assert len(state.player(1).zone(Zone.HAND)) == 4
    assert len(runes.runes_of(state, 0)) == 2  # 315.3.b
    assert state.flow.extra_runes == {1: 1}  # 485.7: the second player channels an extra rune


def test_second_player_channels_an_extra_rune_and_ffa_first_player_skips_the_draw() -> None:
    game = new_game([deck(), deck()], "duel", seed=3, first=0)
    game.take(EndTurnAction(player=0, description="end"))
    assert len(runes.runes_of(game.state, 1)) == 3  # 485.7
    ffa = new_game([deck(), deck(), deck()], "ffa3", seed=1, first=1)
    assert len(ffa.state.player(1).zone(Zone.HAND)) == 4  # 487.7: no draw on the first turn


def test_2v2_teams_share_their_opponents() -> None:
    game = new_game([deck()] * 4, "2v2", seed=2, first=0)
    assert game.state.opponents(0) == [1, 3] and game.state.teammates(0) == [2]  # 489.5.c.1
    assert game.state.victory_score == 11


def test_deck_problems_name_the_rules() -> None:
    problems = deck_problems(DeckCards(None, None, (PORO,) * 5, (FURY,) * 3, ()))
    assert any("103.1" in p for p in problems) and any("103.2.b" in p for p in problems)
    assert any("103.3.a" in p for p in problems) and any("103.2)" in p for p in problems)


def test_a_deck_has_one_card_of_a_unique_name() -> None:
    # [Unique] (825.3.a): at most one card of that name, even where three copies would be allowed
    # (103.2.b); it changes nothing else (825.4). The cape's text is Forgefire Cape's (SFD-190).
    cape = compile_text("[Unique] (Your deck can have only 1 card with this name.)\n"
                        "[Equip] [A] ([A]: Attach this to a unit you control.)", type="Gear", name="Cape",
                        domains=("Fury",), tags=("Equipment",), energy=4, supertype="Signature")
    one, two = (DeckCards(None, None, (PORO,) * 39 + (cape,) * n, (FURY,) * 12, ()) for n in (1, 2))
    assert not any("825" in p for p in deck_problems(one))
    assert [p for p in deck_problems(two) if "825" in p] == ["2 copies of Cape, which is [Unique]: at most 1 (825.3.a)"]


def test_the_automatic_payer_finds_a_payment_and_says_which_runes() -> None:
    game = Game()
    state = game.state
    first, second = (state.new_object(FURY, 0, Zone.BASE) for _ in range(2))
    calm = state.new_object(CALM, 0, Zone.BASE)
    payment = find_payment(state, 0, 2, ("R",))
    assert payment is not None and len(payment.recycle) == 1  # [R] from a recycled Fury Rune (164.2.b)
    assert state.objects[payment.recycle[0]].card is FURY and len(payment.exhaust) == 2
    assert calm.oid not in payment.recycle
    runes.pay_with(state, 0, payment)
    assert state.player(0).pool.can_pay(2, ("R",))
    assert any("pays with runes" in line for line in game.log)
    assert find_payment(state, 0, 9, ()) is None  # more than the runes can give
    assert first.exhausted or second.exhausted


def test_an_any_domain_pip_leaves_the_power_a_later_cost_of_the_same_play_needs() -> None:
    # A [Deflect] tax of [A] is paid with the card's cost, then the accepted [Repeat] [R] (356.2,
    # 809.1.d, 820.1.d): with [R][R][O] in the pool the tax must take the [O] (self-play seed 204).
    from riftc.runtime.model.state import RunePool
    pool = RunePool(energy=2, power={"R": 2, "O": 1})
    pool.pay(2, ("R", "A"), keep=("R",))
    assert pool.power == {"R": 1, "O": 0}
    pool.pay(0, ("R",))
    unkept = RunePool(power={"O": 1, "R": 1})
    unkept.pay(0, ("A",))  # nothing to keep: the first domain in the domain order (R before O)
    assert unkept.power == {"O": 1, "R": 0}


def test_legal_actions_follow_the_timing_and_refuse_with_the_rule() -> None:
    game = new_game([deck(), deck()], "duel", seed=5, first=0)
    assert game.legal_actions(1) == []  # 312.2.a: only the turn player has Priority
    mine = game.legal_actions(0)
    assert any(isinstance(a, EndTurnAction) for a in mine)
    assert all(a.description and isinstance(a.cost, str) for a in mine)
    poro = next(a for a in mine if isinstance(a, PlayCardAction) and a.to is None
                and game.state.objects[a.card].name == "Poro")
    assert poro.energy == 1 and poro.cost == "1"
    with pytest.raises(IllegalAction, match="312.2.a"):
        game.take(PassAction(player=1, description="pass"))
    in_base = len(game.state.player(0).zone(Zone.BASE))
    game.take(poro)
    assert len(game.state.player(0).zone(Zone.BASE)) == in_base + 1  # a new object there (124)


def test_every_listed_action_can_be_taken() -> None:
    game = new_game([deck(), deck()], "duel", seed=11, first=0)
    for _ in range(60):
        if game.state.flow.winner is not None:
            break
        for action in game.legal_actions(game.state.current)[:1] or []:
            game.take(action)  # never raises (the first listed each time: a play, else the end of the turn)
        if not game.legal_actions(game.state.current):
            break
    assert game.state.turn > 1


def test_a_game_between_vanilla_decks_ends_with_a_winner() -> None:
    game = new_game([deck(), deck()], "duel", seed=7, first=0)
    for _ in range(3000):
        if game.state.flow.winner is not None:
            break
        flow = game.state.flow
        player = flow.priority if game.state.chain else flow.focus if flow.showdown is not None else game.state.current
        actions = game.legal_actions(player)
        moves = [a for a in actions if isinstance(a, StandardMoveAction) and a.to is not None]
        plays = [a for a in actions if isinstance(a, PlayCardAction)]
        game.take((plays or moves or actions)[0])
    assert game.state.flow.winner is not None  # 323.1
    assert any("wins the game" in line for line in game.log)


def test_choice_requests_describe_their_options() -> None:
    seen = []

    class Recorder:
        def choose(self, request):
            seen.append(request.described())
            return request.options[:request.minimum]

        def confirm(self, request):
            return False

        mulligan = choose  # 117.1: which cards to set aside

    new_game([deck(), deck()], "duel", seed=2, first=0, chooser=Recorder())
    assert seen, "the mulligan asks"  # 117.1: which cards to set aside
    assert all(o.description.startswith(("Poro (", "Brute (")) for o in seen[0])
    assert all(isinstance(o.value, int) for o in seen[0])


def test_an_effect_wins_the_game_once_and_the_game_then_offers_no_action() -> None:
    # 195: an effect's win needs no points; 196: a game already won is not won again.
    from riftc.runtime.rules.victory import win_by_effect
    game = new_game([deck(), deck()], "duel", seed=3, first=0)
    assert win_by_effect(game.state, 1).done and game.state.flow.winner == 1
    again = win_by_effect(game.state, 0)
    assert not again.done and game.state.flow.winner == 1
    assert game.legal_actions(0) == [] and game.legal_actions(1) == []


def test_a_card_may_lift_the_copy_limit_for_its_own_name() -> None:
    # "Your deck can have any number of cards named Spiderling." (VEN-097): more than 3 copies
    # (103.2.b) of that card only; other names keep the limit.
    spider = compile_text("Your deck can have any number of cards named Spiderling.", type="Unit",
                          name="Spiderling", domains=("Fury",), energy=1, might=1)
    many = DeckCards(None, None, (PORO,) * 3 + (spider,) * 37, (FURY,) * 12, ())
    assert not any("103.2.b" in p for p in deck_problems(many))
    too_many_poros = DeckCards(None, None, (PORO,) * 4 + (spider,) * 36, (FURY,) * 12, ())
    assert [p for p in deck_problems(too_many_poros) if "103.2.b" in p] == ["4 copies of Poro: at most 3 (103.2.b)"]
