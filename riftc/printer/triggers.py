"""Printing trigger conditions: "When …", "At …", "The first time …" (Core Rules 382-383): one ``print_<rule>`` function per node class of
``riftc.nodes.triggers``, in the order of grammar/triggers.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, subject_is


def print_trigger(p: Printer, node: nodes.Trigger) -> str:
    return f"when {p(node.event)}"


def print_as_you_play(p: Printer, node: nodes.AsYouPlay) -> str:
    return f"as you play {p(node.card)}"


def print_as_revealed(p: Printer, node: nodes.AsRevealed) -> str:
    return f"as {node.subject} revealed from your deck"


def print_as_looked_at(p: Printer, node: nodes.AsLookedAt) -> str:
    return f"as you look at or reveal {p(node.card)} from the top of your deck"


def print_phase_trigger(p: Printer, node: nodes.PhaseTrigger) -> str:
    return f"at {p(node.point)}"


def print_nth_time_trigger(p: Printer, node: nodes.NthTimeTrigger) -> str:
    return p.join([f"the {node.ordinal} time", node.event, node.period])


def print_trigger_while(p: Printer, node: nodes.TriggerWhile) -> str:
    return f"when {p(node.event)} while {p(node.condition)}"


def print_once_each_turn(p: Printer, node: nodes.OnceEachTurn) -> str:
    return f"once {node.period}, {p(node.trigger)}"


def print_conditioned_trigger(p: Printer, node: nodes.ConditionedTrigger) -> str:
    return f"{p(node.condition)}, when {p(node.event)}"


def print_when_for_nth_time(p: Printer, node: nodes.WhenForNthTime) -> str:
    return f"when {p(node.event)} for the {node.ordinal} time {node.period}"


def print_conditioned_phase_trigger(p: Printer, node: nodes.ConditionedPhaseTrigger) -> str:
    return f"{p(node.condition)} {p(node.at)}"


def print_either_event(p: Printer, node: nodes.EitherEvent) -> str:
    return f"{p(node.first)} {node.join} {p(node.second)}"


def print_one_on_one_event(p: Printer, node: nodes.OneOnOneEvent) -> str:
    return f"{p(node.subject)} {p(node.verbs)} {node.words}"


def print_action_this_way_event(p: Printer, node: nodes.ActionThisWayEvent) -> str:
    return f"you {node.verb} {p(node.target)} this way"


def print_after_attack_event(p: Printer, node: nodes.AfterAttackEvent) -> str:
    return f"{p(node.subject)} {p(node.verbs)} after {node.article} attack"


def print_during_event(p: Printer, node: nodes.DuringEvent) -> str:
    return f"{p(node.event)} {p(node.during)}"


def print_in_fight_event(p: Printer, node: nodes.InFightEvent) -> str:
    return f"{p(node.subject)} {p(node.verbs)} in {node.fight}"


def print_passive_event(p: Printer, node: nodes.PassiveEvent) -> str:
    return p.join([subject_is(p, node.subject), node.actions, node.source])


def print_passive_to_event(p: Printer, node: nodes.PassiveToEvent) -> str:
    return f"{p(node.subject)} is {node.action} to {p(node.destination)}"


def print_played_from_hiding(p: Printer, node: nodes.PlayedFromHiding) -> str:
    source = node.source if isinstance(node.source, str) else p(node.source)
    return f"from {source}"


def print_past_actions(p: Printer, node: nodes.PastActions) -> str:
    verbs = list(node.verbs)
    if len(verbs) <= 2:
        return " or ".join(verbs)
    return ", ".join(verbs[:-1]) + f", or {verbs[-1]}"


def print_alone_event(p: Printer, node: nodes.AloneEvent) -> str:
    return f"{p(node.subject)} {p(node.verbs)} {node.alone}"


def print_move_from_event(p: Printer, node: nodes.MoveFromEvent) -> str:
    return f"{p(node.subject)} {p(node.verbs)} from {p(node.origin)}"


def print_event_on(p: Printer, node: nodes.EventOn) -> str:
    return f"{p(node.subject)} {p(node.verbs)} {p(node.object)}"


def print_fight_event(p: Printer, node: nodes.FightEvent) -> str:
    return p.join([node.article, node.fight, node.with_me, node.boundary, node.location])


def print_with_me(p: Printer, node: nodes.WithMe) -> str:
    return f"{node.that} {p(node.me)} was in"


def print_either_action_event(p: Printer, node: nodes.EitherActionEvent) -> str:
    return f"you {p(node.verbs)} {p(node.target)}"


def print_action_verbs(p: Printer, node: nodes.ActionVerbs) -> str:
    return " or ".join(node.verbs)


def print_action_to_event(p: Printer, node: nodes.ActionToEvent) -> str:
    return f"you {node.verb} {p(node.target)} to {p(node.destination)}"


def print_chosen_with_event(p: Printer, node: nodes.ChosenWithEvent) -> str:
    return f"you {node.verb} {p(node.target)} {node.words}"


def print_spend_event(p: Printer, node: nodes.SpendEvent) -> str:
    return f"you {p(node.spent)}"


def print_use_ability_event(p: Printer, node: nodes.UseAbilityEvent) -> str:
    return f"you use {node.article} activated ability of {p(node.source)}"


def print_nth_card_played(p: Printer, node: nodes.NthCardPlayed) -> str:
    return f"you play {node.owner} {node.ordinal} card {node.period}"


def print_nth_card_drawn(p: Printer, node: nodes.NthCardDrawn) -> str:
    return f"you draw {node.owner} {node.ordinal} card {node.period}"


def print_play_to_event(p: Printer, node: nodes.PlayToEvent) -> str:
    return f"you play {p(node.card)} {p(node.destination)}"


def print_play_during_event(p: Printer, node: nodes.PlayDuringEvent) -> str:
    return f"you play {p(node.card)} during {node.article} {node.fight}"


def print_play_event(p: Printer, node: nodes.PlayEvent) -> str:
    return p.join(["you play", node.card, node.source])


def print_unit_event(p: Printer, node: nodes.UnitEvent) -> str:
    destination = f"to {p(node.destination)}" if node.destination else None
    return p.join([node.subject, node.verbs, destination])


def print_event_verbs(p: Printer, node: nodes.EventVerbs) -> str:
    return " or ".join(node.verbs)


def print_action_event(p: Printer, node: nodes.ActionEvent) -> str:
    return f"you {node.verb} {p(node.target)}"


def print_player_event(p: Printer, node: nodes.PlayerEvent) -> str:
    return p.join(["you", node.verb, node.location])


def print_player_event_with(p: Printer, node: nodes.PlayerEventWith) -> str:
    return p.join(["you", node.verb, node.location, "with", node.units])


def print_you_or_player_event(p: Printer, node: nodes.YouOrPlayerEvent) -> str:
    return p.join(["you or", p(node.player), "hold", node.location])


def print_either_player_event(p: Printer, node: nodes.EitherPlayerEvent) -> str:
    return p.join(["you", node.first, "or", node.second, node.location])


def print_player_chooses_event(p: Printer, node: nodes.PlayerChoosesEvent) -> str:
    return p.join([node.player, "chooses", node.target, node.with_spell])


def print_look_event(p: Printer, node: nodes.LookEvent) -> str:
    return f"you look at {p(node.cards)} {p(node.not_drawing)} and see {p(node.seen)}"


def print_deck_top_cards(p: Printer, node: nodes.DeckTopCards) -> str:
    return f"{p(node.noun)} from the top of your deck"


def print_not_drawing(p: Printer, node: nodes.NotDrawing) -> str:
    return f"(and {node.dont} draw {p(node.cards)})"


def print_become_event(p: Printer, node: nodes.BecomeEvent) -> str:
    status = node.status if isinstance(node.status, str) else p(node.status)
    return f"{p(node.subject)} {node.verb} {status}"


def print_phase_point(p: Printer, node: nodes.PhasePoint) -> str:
    return p.join(["the", node.boundary, "of", node.owner, node.ordinal, node.phase])


def print_unmarked_phase_point(p: Printer, node: nodes.UnmarkedPhasePoint) -> str:
    return p.join([node.boundary, "of", node.owner, node.ordinal, node.phase])
