"""Runtime combat and scoring events (383.4.c-f, 469-470), tokens (179-186, Temporary 816), Hidden
(811) and the order of simultaneous triggers (383.3.d.1)."""

from __future__ import annotations

import pytest

from riftc.runtime import (AnyTrigger, CardDef, Choose, Draw, Effect, Game, GiveMight, IllegalAction, Kill,
                           OrderRequest,
                           Keyword, PlayToken, Ready, ScriptedChooser, Selector, Self, SpellAbility, Stun,
                           TriggeredAbility, WhenAction, WhenPlayed, WhenPlayer, Zone, attack, conquer,
                           defend, end_combat, hold, kill)
from riftc.runtime.rules.hidden import hide

UNIT = Selector(types=("unit",))


def unit(name: str, might: int = 2, *abilities: object) -> CardDef:
    return CardDef(id=f"T-{name}", name=name, type="Unit", might=might, abilities=abilities)  # type: ignore[arg-type]


def test_attack_trigger_once_per_combat_and_designation_ends_with_combat():
    """383.4.e: "When I attack" triggers when the unit gains the designation for the first time."""
    raider = unit("Raider", 2, TriggeredAbility(trigger=WhenAction("attack"), effect=Effect((GiveMight(1, Self()),))))
    game = Game()
    me = game.add(raider, zone=Zone.BATTLEFIELD, battlefield=0)
    attack(game.state, me.oid, by=0)
    game.execute(Effect())
    assert not attack(game.state, me.oid, by=0).performed
    game.execute(Effect())
    assert game.might(me) == 3 and me.attacking
    end_combat(game.state, 0)
    assert not me.attacking


def test_defend_needs_a_battlefield():
    game = Game()
    me = game.add(unit("Guard"))
    assert not defend(game.state, me.oid, by=0).performed
    assert "defend negated: Guard is not at a battlefield (461)" in game.log


def test_conquer_or_hold_trigger_and_scoring_once_per_turn():
    """469.1-469.2 and 470; "When I conquer or hold" is one trigger with two events."""
    brawler = unit("Brawler", 4, TriggeredAbility(
        trigger=AnyTrigger((WhenAction("conquer"), WhenAction("hold"))), effect=Effect((GiveMight(2, Self()),))))
    game = Game()
    me = game.add(brawler, zone=Zone.BATTLEFIELD, battlefield=0)
    conquer(game.state, 0, 0)
    game.execute(Effect())
    assert game.might(me) == 6 and game.state.player(0).points == 1
    assert not conquer(game.state, 0, 0).performed
    assert not hold(game.state, 1, 0).performed  # P2 doesn't control it (469.2)


def test_when_you_conquer_is_a_player_event():
    keeper = CardDef(id="T-K", name="Keeper", type="Gear", abilities=(
        TriggeredAbility(trigger=WhenPlayer("conquer"), effect=Effect((Draw(1),))),))
    game = Game()
    game.add(keeper)
    game.add(unit("Card"), zone=Zone.MAIN_DECK)
    conquer(game.state, 1, 1)
    game.execute(Effect())
    assert not game.state.player(0).zone(Zone.HAND)
    conquer(game.state, 0, 1)
    game.execute(Effect())
    assert len(game.state.player(0).zone(Zone.HAND)) == 1


def test_tokens_enter_exhausted_unless_ready_and_cease_to_exist_off_the_board():
    """178.1.a.1, 186: a killed token goes nowhere; its last-known information stays."""
    caller = unit("Caller", 2, TriggeredAbility(trigger=WhenPlayed(), effect=Effect((
        PlayToken("Recruit", 1, count=2), PlayToken("Sprite", 3, ready=True, keywords=(Keyword("Temporary"),))))))
    game = Game()
    game.play(caller, player=0, pay=False)
    tokens = [o for o in game.state.board_objects() if o.card.supertype == "Token"]
    assert [(t.name, t.exhausted) for t in tokens] == [("Recruit", True), ("Recruit", True), ("Sprite", False)]
    old = tokens[0].oid
    kill(game.state, old, by=0)
    assert tokens[0].oid not in game.state.objects and old in game.state.lki
    assert game.state.player(0).zone(Zone.TRASH) == []


def test_temporary_units_die_at_the_start_of_their_controllers_turn():
    """816.1.b."""
    game = Game()
    game.execute(Effect((PlayToken("Sprite", 3, ready=True, keywords=(Keyword("Temporary"),)),)), controller=1)
    (sprite,) = [o for o in game.state.board_objects() if o.name == "Sprite"]
    game.end_turn(draw=False)
    assert sprite.oid not in game.state.objects
    assert any("Sprite is killed" in line for line in game.log)


def test_token_here_is_its_source_location_base_included():
    """"Here" is the source's location (146.1, 359.3.f.1): a unit in base plays its token to base;
    a source no longer on the board has no "here" and the instruction is ignored (359.3.f.2)."""
    game = Game()
    src = game.add(unit("Caller"))
    res = game.execute(Effect((PlayToken("Recruit", 1, to="here"),)), source=src)
    assert not res.outcomes[0].ignored
    assert [o.name for o in game.state.objects.values() if o.zone is Zone.BASE] == ["Caller", "Recruit"]
    gone = game.add(unit("Gone"), zone=Zone.TRASH)
    res = game.execute(Effect((PlayToken("Recruit", 1, to="here"),)), source=gone)
    assert res.outcomes[0].ignored


def test_token_there_is_where_the_trigger_condition_was_met():
    """359.3.f.3 (its example is Lillia, Fae Fawn): "When I move from a location, play a Sprite
    there" notes the location she moved from as the trigger condition is met; moving again before
    the trigger resolves doesn't change where the Sprite is played."""
    from riftc.runtime.rules import zone_actions
    lillia = unit("Lillia", 3, TriggeredAbility(trigger=WhenAction("move"), effect=Effect(
        (PlayToken("Sprite", 3, to="there"),))))
    game = Game()
    game.state.battlefields[0].controller = game.state.battlefields[1].controller = 0
    me = game.add(lillia, zone=Zone.BATTLEFIELD, battlefield=0)
    zone_actions.move(game.state, me.oid, ("base", None), by=0)
    game._after(game.chooser)  # the trigger goes on the chain, noting battlefield 0 (383.3)
    assert len(game.state.chain) == 1
    zone_actions.move(game.state, me.oid, ("battlefield", 1), by=0)  # "in response"
    game.run()
    sprites = sorted((o for o in game.state.objects.values() if o.name == "Sprite"), key=lambda o: o.oid)
    # The first Sprite where she was when the first move started; her second move (from base) then
    # triggers again and plays one in base.
    assert [o.zone for o in sprites] == [Zone.BATTLEFIELD, Zone.BASE] and sprites[0].battlefield == 0


HIDDEN_STUN = CardDef(id="T-HS", name="Ambush", type="Spell", abilities=(
    Keyword("Hidden"), SpellAbility(effect=Effect((Stun(target=Choose(UNIT)),)))))


def test_hidden_card_is_played_next_turn_for_free_with_targets_at_its_battlefield():
    """811.1.b and 811.1.d.2."""
    game = Game()
    game.state.battlefields[0].controller = 0
    near = game.add(unit("Near"), owner=1, zone=Zone.BATTLEFIELD, battlefield=0)
    far = game.add(unit("Far"), owner=1)
    card = game.add(HIDDEN_STUN, zone=Zone.HAND)
    game.state.player(0).pool.add(0, ("R",))
    game.hide(card, 0)
    assert card.zone is Zone.FACEDOWN and game.state.player(0).pool.power["R"] == 0
    assert card.oid not in UNIT.select(None, 0, game.view())
    with pytest.raises(IllegalAction, match="next turn"):
        game.play(card)
    game.end_turn(draw=False)
    game.end_turn(draw=False)
    chooser = ScriptedChooser((near,))
    game.play(card, player=0, chooser=chooser)
    assert near.stunned and not far.stunned
    assert chooser.requests[0].options == (near.oid,)


def test_only_cards_with_hidden_can_hide_at_a_battlefield_you_control():
    game = Game()
    plain = game.add(unit("Plain"), zone=Zone.HAND)
    with pytest.raises(IllegalAction, match="811.1.b"):
        hide(game.state, plain.oid, 0, by=0, pay=False)
    card = game.add(HIDDEN_STUN, zone=Zone.HAND)
    with pytest.raises(IllegalAction, match="battlefield you control"):
        hide(game.state, card.oid, 0, by=0, pay=False)


def test_simultaneous_triggers_turn_player_first_so_the_opponents_resolve_first():
    """383.3.d.1: the turn player puts theirs on the chain first; the chain resolves newest first."""
    watcher = lambda name: unit(name, 2, TriggeredAbility(  # noqa: E731
        trigger=WhenAction("kill", subject=UNIT), effect=Effect((Ready(target=Self()),))))
    game = Game()
    mine, theirs = game.add(watcher("Mine"), exhausted=True), game.add(watcher("Theirs"), owner=1, exhausted=True)
    victim = game.add(unit("Victim"))
    game.execute(Effect((Stun(target=Choose(UNIT)),)), chooser=ScriptedChooser((victim,)))
    kill(game.state, victim.oid, by=0)
    game.execute(Effect())
    order = [line for line in game.log if line.endswith("is ready (415.1)")]
    assert order == ["Theirs is ready (415.1)", "Mine is ready (415.1)"]
    assert not mine.exhausted and not theirs.exhausted


def test_a_player_orders_their_own_simultaneous_triggers():
    """383.3.d: the controller chooses the order; the first put on the chain resolves last."""
    def watcher(name: str) -> CardDef:
        return unit(name, 2, TriggeredAbility(trigger=WhenAction("kill", subject=UNIT),
                                              effect=Effect((Ready(target=Self()),))))
    game = Game()
    first, second = game.add(watcher("First"), exhausted=True), game.add(watcher("Second"), exhausted=True)
    victim = game.add(unit("Victim"))
    chooser = ScriptedChooser((victim,), orders=[(second, first)])
    game.execute(Effect((Kill(target=Choose(UNIT)),)), chooser=chooser)
    readied = [line for line in game.log if line.endswith("is ready (415.1)")]
    assert readied == ["First is ready (415.1)", "Second is ready (415.1)"]
    (request,) = [r for r in chooser.requests if isinstance(r, OrderRequest)]
    assert request.labels == ("First trigger", "Second trigger")


def test_an_order_that_is_not_a_permutation_is_refused():
    from riftc.runtime import IllegalChoice, order_of

    class Bad:
        def order(self, request: OrderRequest) -> tuple[int, ...]:
            return (0, 0)

    with pytest.raises(IllegalChoice, match="383.3.d"):
        order_of(Bad(), OrderRequest(0, ("a", "b"), (1, 2)))
