"""Runtime game actions one by one: performed vs negated, events and rule citations (407-444)."""

from __future__ import annotations

import pytest

from riftc.runtime import (Banish, CardDef, Channel, Choose, Discard, Draw, Effect, Exhaust, Game,
                           IllegalChoice, Kill, Move, Recall, ScriptedChooser, Selector, Self, Stun,
                           WhenAction, TriggeredAbility, Ready, Zone, give_might, ready, stun)

UNIT = Selector(types=("unit",))


def unit(name: str, might: int = 2) -> CardDef:
    """A vanilla unit for scenarios."""
    return CardDef(id=f"T-{name.upper()}", name=name, type="Unit", might=might)


def test_ready_an_already_ready_unit_is_negated():
    game = Game()
    garen = game.add(unit("Garen"))
    outcome = ready(game.state, garen.oid, by=0)
    assert not outcome.performed and outcome.negated == (garen.oid,) and not outcome.ignored
    event = game.state.log.events[-1]
    assert (event.kind, event.performed, event.rule) == ("ready", False, "415.1.c")


def test_exhaust_twice_negates_the_second():
    game = Game()
    garen = game.add(unit("Garen"))
    res = game.execute(Effect((Exhaust(target=Self()), Exhaust(target=Self()))), source=garen)
    assert [res.outcomes[i].performed for i in (0, 1)] == [True, False]
    assert game.log[-1] == "exhaust negated: Garen is already exhausted (414.1.c)"


def test_stunning_a_stunned_unit_triggers_nothing():
    """423.1.a.1 (Eclipse Herald example): "when you stun an enemy unit" needs a real stun."""
    herald = CardDef(id="T-HERALD", name="Herald", type="Unit", might=3, abilities=(
        TriggeredAbility(trigger=WhenAction("stun", subject=Selector(types=("unit",), controller="enemy"),
                                            by="you"),
                         effect=Effect((Ready(target=Self()),))),))
    game = Game()
    me = game.add(herald, exhausted=True)
    foe = game.add(unit("Foe"), owner=1)
    stun_it = Effect((Stun(target=Choose(UNIT)),))
    game.execute(stun_it, chooser=ScriptedChooser((foe,)))
    assert foe.stunned and not me.exhausted
    me.exhausted = True
    game.execute(stun_it, chooser=ScriptedChooser((foe,)))
    assert me.exhausted  # negated stun: no trigger
    assert stun(game.state, foe.oid, by=0).negated == (foe.oid,)


def test_stun_ends_at_end_of_turn():
    game = Game()
    foe = game.add(unit("Foe"), owner=1)
    stun(game.state, foe.oid, by=0)
    game.end_turn(draw=False)
    assert not foe.stunned  # 423.1.a.2


def test_draw_and_burn_out():
    """413.4 / 431.2: drawing from an empty deck recycles the trash and an opponent scores."""
    game = Game()
    deck_card = game.add(unit("Top"), 0, Zone.MAIN_DECK)
    game.add(unit("Old"), 0, Zone.TRASH)
    res = game.execute(Effect((Draw(2),)))
    assert res.outcomes[0].amount == 2 and deck_card.zone is Zone.HAND
    assert game.state.player(1).points == 1
    assert any(line.endswith("(431.2)") for line in game.log)


def test_kill_makes_a_new_object_with_last_known_information():
    game = Game()
    foe = game.add(unit("Foe"), owner=1, zone=Zone.BATTLEFIELD, battlefield=1)
    old = foe.oid
    res = game.execute(Effect((Kill(target=Choose(UNIT)),)), chooser=ScriptedChooser((foe,)))
    assert res.outcomes[0].affected == (old,) and foe.oid != old
    assert foe.zone is Zone.TRASH and game.state.lki[old].zone is Zone.BATTLEFIELD
    assert game.state.player(1).zone(Zone.TRASH) == [foe.oid]


def test_kill_on_something_already_gone_is_negated():
    game = Game()
    foe = game.add(unit("Foe"), owner=1)
    res = game.execute(Effect((Kill(target=Self()), Kill(target=Self()))), source=foe)
    assert res.outcomes[0].performed and not res.outcomes[1].performed
    assert game.state.log.events[-1].rule == "428.2.a"


def test_recall_is_not_a_move_and_keeps_statuses():
    """455-458: a recall keeps damage and statuses and is not a move."""
    game = Game()
    unit_ = game.add(unit("Scout", 4), zone=Zone.BATTLEFIELD, battlefield=0, exhausted=True)
    unit_.damage = 1
    old = unit_.oid
    game.execute(Effect((Recall(target=Self()),)), source=unit_)
    assert unit_.zone is Zone.BASE and unit_.oid == old and unit_.exhausted and unit_.damage == 1
    assert game.state.log.find("move") == []


def test_move_to_where_it_already_is_is_negated():
    game = Game()
    scout = game.add(unit("Scout"))
    res = game.execute(Effect((Move(target=Self(), to="base"),)), source=scout)
    assert not res.outcomes[0].performed


def test_move_here_goes_to_the_sources_battlefield():
    game = Game()
    caller = game.add(unit("Caller"), zone=Zone.BATTLEFIELD, battlefield=1)
    friend = game.add(unit("Friend"))
    game.execute(Effect((Move(target=Choose(Selector(types=("unit",), other=True)), to="here"),)),
                 source=caller, chooser=ScriptedChooser((friend,)))
    assert friend.location() == ("battlefield", 1)


def test_banish_and_discard():
    game = Game()
    in_hand = [game.add(unit(f"H{i}"), 0, Zone.HAND) for i in range(2)]
    foe = game.add(unit("Foe"), owner=1)
    game.execute(Effect((Banish(target=Choose(UNIT)), Discard(2))),
                 chooser=ScriptedChooser((foe,), in_hand))
    assert foe.zone is Zone.BANISHMENT and foe.controller == 1
    assert [o.zone for o in in_hand] == [Zone.TRASH, Zone.TRASH]


def test_discard_more_than_in_hand_discards_what_there_is():
    """422.4: discard as many as possible."""
    game = Game()
    only = game.add(unit("Only"), 0, Zone.HAND)
    res = game.execute(Effect((Discard(2),)), chooser=ScriptedChooser((only,)))
    assert only.zone is Zone.TRASH and res.outcomes[0].affected


def test_discard_answer_is_checked():
    game = Game()
    game.add(unit("H"), 0, Zone.HAND)
    foe = game.add(unit("Foe"), owner=1)
    with pytest.raises(IllegalChoice):
        game.execute(Effect((Discard(1),)), chooser=ScriptedChooser((foe,)))


def test_channel_runes():
    rune = CardDef(id="T-RUNE", name="Calm Rune", type="Rune", supertype="Basic", domains=("Calm",))
    game = Game()
    runes = [game.add(rune, 0, Zone.RUNE_DECK) for _ in range(3)]
    res = game.execute(Effect((Channel(2, exhausted=True),)))
    assert res.outcomes[0].amount == 2
    assert [r.zone for r in runes] == [Zone.BASE, Zone.BASE, Zone.RUNE_DECK] and runes[0].exhausted


def test_start_of_turn_readies_the_new_turn_players_objects():
    game = Game()
    mine = game.add(unit("Mine"), owner=1, exhausted=True)
    game.end_turn(draw=False)
    assert game.state.current == 1 and game.state.turn == 2 and not mine.exhausted


def test_give_might_on_a_unit_off_the_board_is_negated():
    game = Game()
    gone = game.add(unit("Gone"), 0, Zone.TRASH)
    assert not give_might(game.state, gone.oid, 2, by=0).performed


def test_an_undone_play_restores_the_game_in_place():
    # 358.5: the actions taken while playing are undone. The same Python objects come back with their
    # old identities (a unit killed as a cost returns to where it was), and so do the pool and the log.
    from riftc.runtime.engine import legality
    from riftc.runtime.rules.zone_actions import kill
    game = Game()
    garen = game.add(unit("Garen"), zone=Zone.BATTLEFIELD, battlefield=0)
    state = game.state
    state.player(0).pool.add(2, ("R",))
    oid, events = garen.oid, len(state.log)
    saved = legality.snapshot(state)
    kill(state, garen.oid, by=0)
    state.player(0).pool.pay(2, ("R",))
    assert garen.zone is Zone.TRASH and garen.oid != oid
    legality.restore(state, saved)
    assert (garen.zone, garen.battlefield, garen.oid) == (Zone.BATTLEFIELD, 0, oid)
    assert state.get(oid) is garen and oid in state.zone_list(Zone.BATTLEFIELD, 0, 0)
    assert state.player(0).pool.energy == 2 and state.player(0).pool.power == {"R": 1}
    assert len(state.log) == events and game.might(garen) == 2
