"""Printing replacements, restrictions, control and copies (Core Rules 188, 367-372, 437, 454, 477.1): one ``print_<rule>`` function per node class of
``riftc.nodes.replacements``, in the order of grammar/replacements.lark."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, third_person


def print_replacement(p: Printer, node: nodes.Replacement) -> str:
    return f"{p(node.event)}, {p(node.instruction)}"


def print_if_would(p: Printer, node: nodes.IfWould) -> str:
    return p.join(["if", node.event, node.duration])


def print_next_time(p: Printer, node: nodes.NextTime) -> str:
    return p.join([f"the {node.ordinal} time", node.event, node.duration])


def print_when_would(p: Printer, node: nodes.WhenWould) -> str:
    return p.join(["when", node.event, node.duration])


def print_as_event(p: Printer, node: nodes.AsEvent) -> str:
    return f"as {p(node.event)}"


def print_if_player_would(p: Printer, node: nodes.IfPlayerWould) -> str:
    return p.join(["if", node.event, node.duration])


def print_once_if_would(p: Printer, node: nodes.OnceIfWould) -> str:
    return f"once {node.each_turn}, if {p(node.event)}"


def print_next_time_effect(p: Printer, node: nodes.NextTimeEffect) -> str:
    head = p.join([f"the {node.ordinal} time", node.event, node.duration])
    return f"{head}, {p(node.instruction)}"


def print_would_event(p: Printer, node: nodes.WouldEvent) -> str:
    return f"{p(node.subject)} would {p(node.happening)}"


def print_going(p: Printer, node: nodes.Going) -> str:
    return p.join(["go to", node.zone, node.origin])


def print_from_anywhere_but(p: Printer, node: nodes.FromAnywhereBut) -> str:
    return f"from anywhere other than {p(node.zone)}"


def print_main_deck(p: Printer, node: nodes.MainDeck) -> str:
    return f"{node.owner} Main Deck"


def print_attached_event(p: Printer, node: nodes.AttachedEvent) -> str:
    return f"{node.subject} is attached to {p(node.unit)}"


def print_during(p: Printer, node: nodes.During) -> str:
    return "during combat"


def print_player_would(p: Printer, node: nodes.PlayerWould) -> str:
    return p.join([node.player, "would", node.action, node.condition])


def print_would_play(p: Printer, node: nodes.WouldPlay) -> str:
    return f"play {p(node.target)}"


def print_reveal_from_deck(p: Printer, node: nodes.RevealFromDeck) -> str:
    return f"reveal {p(node.cards)} from {node.article} deck"


def print_score_from(p: Printer, node: nodes.ScoreFrom) -> str:
    return p.join(["score", node.amount, node.noun, node.ways, node.turns])


def print_scoring_ways(p: Printer, node: nodes.ScoringWays) -> str:
    return "from " + " or ".join(node.ways)


def print_during_turns(p: Printer, node: nodes.DuringTurns) -> str:
    return f"during {node.owner} {p(node.ordinals)} {node.phase}"


def print_would_acts(p: Printer, node: nodes.WouldActs) -> str:
    *first, last = (p(act) for act in node.acts)
    return f"{', '.join(first)}, or {last}"


def print_give_loss(p: Printer, node: nodes.GiveLoss) -> str:
    return f"give {p(node.target)} {p(node.loss)}"


def print_give_loss_to(p: Printer, node: nodes.GiveLossTo) -> str:
    return f"give {p(node.loss)} to {p(node.target)}"


def print_might_loss(p: Printer, node: nodes.MightLoss) -> str:
    return "-[M]"


def print_gives_additional(p: Printer, node: nodes.GivesAdditional) -> str:
    return f"{p(node.subject)} gives {p(node.amount)}"


def print_leading_instead(p: Printer, node: nodes.LeadingInstead) -> str:
    return f"instead {p(node.instruction)}"


def print_instead_of(p: Printer, node: nodes.InsteadOf) -> str:
    return f"{p(node.instruction)} instead of {p(node.replaced)}"


def print_putting(p: Printer, node: nodes.Putting) -> str:
    return f"putting {p(node.card)} {node.prep} {p(node.destination)}"


def print_series(p: Printer, node: nodes.Series) -> str:
    *first, last = (p(step) for step in node.steps)
    return f"{', '.join(first)}, and {last}"


def print_recall(p: Printer, node: nodes.Recall) -> str:
    return p.join(["recall", node.target, node.state, node.later])


def print_send(p: Printer, node: nodes.Send) -> str:
    return f"send {p(node.target)} to {p(node.zone)}"


def print_not_a_move(p: Printer, node: nodes.NotAMove) -> str:
    return "this isn't a move"


def print_heal(p: Printer, node: nodes.Heal) -> str:
    return f"heal {p(node.target)}"


def print_named_self(p: Printer, node: nodes.NamedSelf) -> str:
    return node.name


def print_prevent(p: Printer, node: nodes.Prevent) -> str:
    return f"prevent {p(node.damage)}"


def print_prevented_damage(p: Printer, node: nodes.PreventedDamage) -> str:
    return p.join([node.value, node.source, node.damage, node.dealt, node.duration])


def print_next_amount(p: Printer, node: nodes.NextAmount) -> str:
    return f"the {node.ordinal} {node.amount}"


def print_dealt_to(p: Printer, node: nodes.DealtTo) -> str:
    return f"that would be dealt to {p(node.target)}"


def print_dealt_during_by(p: Printer, node: nodes.DealtDuringBy) -> str:
    return f"that would be dealt {node.duration} by {p(node.sources)}"


def print_dealt_by(p: Printer, node: nodes.DealtBy) -> str:
    return f"{node.that} {p(node.sources)} would deal to {p(node.target)}"


def print_double_damage(p: Printer, node: nodes.DoubleDamage) -> str:
    return f"double {p(node.damage)}"


def print_control_change(p: Printer, node: nodes.ControlChange) -> str:
    return f"{node.change} of {p(node.target)}"


def print_make_new_choices(p: Printer, node: nodes.MakeNewChoices) -> str:
    return f"make new choices for {p(node.target)}"


def print_restriction(p: Printer, node: nodes.Restriction) -> str:
    return p.join([node.subject, "can't", node.forbidden, node.unless])


def print_player_restriction(p: Printer, node: nodes.PlayerRestriction) -> str:
    return p.join([node.player, "can't", node.forbidden, node.unless])


def print_every_player(p: Printer, node: nodes.EveryPlayer) -> str:
    return node.noun


def print_can_be_times(p: Printer, node: nodes.CanBeTimes) -> str:
    return f"{p(node.subject)} can be {p(node.status)} {node.up_to} {node.count} times"


def print_ignores(p: Printer, node: nodes.Ignores) -> str:
    return p.join([node.who, "ignore", node.keyword, "while assigning combat damage", node.location])


def print_is_copy(p: Printer, node: nodes.IsCopy) -> str:
    return f"{p(node.subject)} {node.words} {p(node.original)}"


def print_no_damage_taken(p: Printer, node: nodes.NoDamageTaken) -> str:
    return f"{p(node.subject)} {node.verb} take {node.damage}"


def print_buff_limit(p: Printer, node: nodes.BuffLimit) -> str:
    return f"{p(node.subject)} may have no more than {node.count} buff at a time"


def print_only_permission(p: Printer, node: nodes.OnlyPermission) -> str:
    return f"{p(node.subject)} can only {p(node.permitted)}"


def print_playing(p: Printer, node: nodes.Playing) -> str:
    return p.join(["play", node.target, node.destination])


def print_readying(p: Printer, node: nodes.Readying) -> str:
    return f"ready {p(node.target)}"


def print_scoring(p: Printer, node: nodes.Scoring) -> str:
    return p.join(["score", node.points, node.location, node.until])


def print_gaining_points(p: Printer, node: nodes.GainingPoints) -> str:
    return p.join(["gain", node.points, node.until])


def print_starting_with(p: Printer, node: nodes.StartingWith) -> str:
    return f"start the game with {p(node.target)}"


def print_playing_elsewhere(p: Printer, node: nodes.PlayingElsewhere) -> str:
    return f"play {p(node.card)} anywhere else"


def print_until(p: Printer, node: nodes.Until) -> str:
    return f"until {p(node.event)}"


def print_nth_turn(p: Printer, node: nodes.NthTurn) -> str:
    return f"{node.owner} {node.ordinal} {node.turn}"


def print_be_acted_on(p: Printer, node: nodes.BeActedOn) -> str:
    return p.join(["be", node.action, node.damage, node.by, node.location, node.turns])


def print_on_turns(p: Printer, node: nodes.OnTurns) -> str:
    return f"on {node.owner} {p(node.ordinals)} turns"


def print_turn_ordinals(p: Printer, node: nodes.TurnOrdinals) -> str:
    *first, last = node.ordinals
    return f"{first[0]} or {last}" if len(first) == 1 else f"{', '.join(first)}, or {last}"


def print_by_sources(p: Printer, node: nodes.BySources) -> str:
    return f"by {p(node.sources)}"


def print_sources(p: Printer, node: nodes.Sources) -> str:
    return p.join([node.owner, "spells and abilities"])


def print_moving(p: Printer, node: nodes.Moving) -> str:
    return p.join(["move", node.moved, node.origin, "to", node.destination])


def print_moving_anywhere(p: Printer, node: nodes.MovingAnywhere) -> str:
    return f"move {p(node.moved)}"


def print_moving_object(p: Printer, node: nodes.MovingObject) -> str:
    return p(node.target)


def print_moving_from(p: Printer, node: nodes.MovingFrom) -> str:
    return f"from {p(node.place)}"


def print_unless(p: Printer, node: nodes.Unless) -> str:
    return f"unless {p(node.test)}"


def print_unless_instruction(p: Printer, node: nodes.UnlessInstruction) -> str:
    return f"{p(node.instruction)} {p(node.unless)}"


def print_unless_does(p: Printer, node: nodes.UnlessDoes) -> str:
    return f"unless {p(node.player)} {third_person(p, node.action)}"


def print_you_cant(p: Printer, node: nodes.YouCant) -> str:
    return "you can't"


def print_lasting(p: Printer, node: nodes.Lasting) -> str:
    return f"{p(node.statement)} {node.duration}"


def print_becomes_copy(p: Printer, node: nodes.BecomesCopy) -> str:
    return p.join([node.subject, "becomes a copy of", node.original, node.duration])


def print_become_copies(p: Printer, node: nodes.BecomeCopies) -> str:
    return f"{p(node.subject)} become copies of {p(node.original)}"


def print_copy_text(p: Printer, node: nodes.CopyText) -> str:
    return p.join([f"copy {p(node.source)}'s text to this Equipment's effect text", node.duration])


def print_for_as_long_as(p: Printer, node: nodes.ForAsLongAs) -> str:
    return f"for as long as {p(node.event)}"


def print_control_until(p: Printer, node: nodes.ControlUntil) -> str:
    return f"you control {p(node.target)} {p(node.until)}"


def print_static_override(p: Printer, node: nodes.StaticOverride) -> str:
    text = f"{p(node.statement)}. {p(node.condition)}, {p(node.replacement)}."
    return p.with_reminder(text, node.reminder)
