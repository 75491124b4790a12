"""Printing card texts, lines, abilities and triggers (Core Rules 135, 360-393): one
``print_<rule>`` function per node class of ``riftc.nodes.abilities``, in the order of the grammar's
sections."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, capitalize_sentences, subject_is


def _ends_with_quoted_ability(statement: nodes.Node) -> bool:
    """``It has "…."``: the grammar lets only this form end a statement without its own full stop."""
    if isinstance(statement, nodes.ConditionedQuoted):  # "While …, friendly legends have "…""
        statement = statement.statement
    return (isinstance(statement, nodes.Has) and statement.grants.items != ()
            and isinstance(statement.grants.items[-1], nodes.QuotedAbility))


# --- card text and lines --------------------------------------------------------------------------
def print_start(p: Printer, node: nodes.Start) -> str:
    return "\n".join(capitalize_sentences(p(line)) for line in node.lines)


def print_reminder_line(p: Printer, node: nodes.ReminderLine) -> str:
    return p(node.reminder)


def print_reminder(p: Printer, node: nodes.Reminder) -> str:
    return f"({p.join(node.abilities)})"


# --- abilities ------------------------------------------------------------------------------------
def print_keyword_ability(p: Printer, node: nodes.KeywordAbility) -> str:
    return p.with_reminder(p.join([node.keyword, node.cost]), node.reminder)


def print_keyword_cost(p: Printer, node: nodes.KeywordCost) -> str:
    return p.join([node.link, node.costs])


def print_dependent_ability(p: Printer, node: nodes.DependentAbility) -> str:
    head = f"{p(node.keyword)} — " if node.link == "—" else f"{p(node.keyword)}{node.link}"
    if node.nested:
        return f"{head}{node.nested}{p(node.ability)}"
    return f"{head.rstrip()} {p(node.ability)}"


def print_triggered_ability(p: Printer, node: nodes.TriggeredAbility) -> str:
    return p.with_reminder(f"{p(node.trigger)}, {p(node.effect)}", node.reminder)


def print_activated_ability(p: Printer, node: nodes.ActivatedAbility) -> str:
    body = p.join([node.timing, node.effect, node.restriction])
    return p.with_reminder(f"{p(node.costs)}: {body}", node.reminder)


def print_timing_keyword(p: Printer, node: nodes.TimingKeyword) -> str:
    return f"{p(node.keyword)} {node.link}" if node.link == "—" else f"{p(node.keyword)}{node.link}"


def print_use_restriction(p: Printer, node: nodes.UseRestriction) -> str:
    also = f"and only {p(node.also)}" if node.also else None
    return p.join(["use", node.subject, "only", node.limit, also]) + "."


def print_once_per_turn(p: Printer, node: nodes.OncePerTurn) -> str:
    return node.words


def print_use_to_play(p: Printer, node: nodes.UseToPlay) -> str:
    also = f"or use {p(node.abilities_of)} abilities" if node.abilities_of else None
    if isinstance(node.abilities_of, nodes.ActivatedOf):
        also = p(node.abilities_of)
    return p.join(["to play", node.target, also])


def print_spend_restriction(p: Printer, node: nodes.SpendRestriction) -> str:
    return f"spend this Energy only {p(node.purpose)}."


def print_during_showdowns(p: Printer, node: nodes.DuringShowdowns) -> str:
    return "during showdowns"


def print_bare_keyword_ability(p: Printer, node: nodes.BareKeywordAbility) -> str:
    return p.with_reminder(p.join([node.name, node.cost]), node.reminder)


def print_keyword_list_ability(p: Printer, node: nodes.KeywordListAbility) -> str:
    return p.with_reminder(p(node.keywords), node.reminder)


def print_keyword_list(p: Printer, node: nodes.KeywordList) -> str:
    return ", ".join(p(keyword) for keyword in node.keywords)


def print_repriced_keyword_ability(p: Printer, node: nodes.RepricedKeywordAbility) -> str:
    head = f"{p(node.keyword)} {p(node.cost)}. {capitalize_sentences(p(node.change))}."
    return p.with_reminder(head, node.reminder)


def print_static_ability(p: Printer, node: nodes.StaticAbility) -> str:
    text = p(node.statement)
    if not _ends_with_quoted_ability(node.statement):  # the quoted ability's full stop ends it
        text += "."
    return p.with_reminder(text, node.reminder)


def print_spell_ability(p: Printer, node: nodes.SpellAbility) -> str:
    return p.with_reminder(p(node.effect), node.reminder)


# --- triggers -------------------------------------------------------------------------------------
def print_trigger(p: Printer, node: nodes.Trigger) -> str:
    return f"when {p(node.event)}"


def print_play_event(p: Printer, node: nodes.PlayEvent) -> str:
    return p.join(["you play", node.card, node.source])


def print_phase_trigger(p: Printer, node: nodes.PhaseTrigger) -> str:
    return f"at {p(node.point)}"


def print_as_you_play(p: Printer, node: nodes.AsYouPlay) -> str:
    return f"as you play {p(node.card)}"


def print_nth_time_trigger(p: Printer, node: nodes.NthTimeTrigger) -> str:
    return p.join([f"the {node.ordinal} time", node.event, node.period])


def print_phase_point(p: Printer, node: nodes.PhasePoint) -> str:
    return p.join(["the", node.boundary, "of", node.owner, node.ordinal, node.phase])


def print_action_event(p: Printer, node: nodes.ActionEvent) -> str:
    return f"you {node.verb} {p(node.target)}"


def print_player_event(p: Printer, node: nodes.PlayerEvent) -> str:
    return p.join(["you", node.verb, node.location])


def print_you_or_player_event(p: Printer, node: nodes.YouOrPlayerEvent) -> str:
    return p.join(["you or", p(node.player), "hold", node.location])


def print_become_event(p: Printer, node: nodes.BecomeEvent) -> str:
    status = node.status if isinstance(node.status, str) else p(node.status)
    return f"{p(node.subject)} {node.verb} {status}"


def print_unit_event(p: Printer, node: nodes.UnitEvent) -> str:
    destination = f"to {p(node.destination)}" if node.destination else None
    return p.join([node.subject, node.verbs, destination])


def print_event_verbs(p: Printer, node: nodes.EventVerbs) -> str:
    return " or ".join(node.verbs)


# --- trigger forms and events ----------------------------------------------------------------------
def print_trigger_while(p: Printer, node: nodes.TriggerWhile) -> str:
    return f"when {p(node.event)} while {p(node.condition)}"


def print_once_each_turn(p: Printer, node: nodes.OnceEachTurn) -> str:
    return f"once {node.period}, {p(node.trigger)}"


def print_conditioned_trigger(p: Printer, node: nodes.ConditionedTrigger) -> str:
    return f"{p(node.condition)}, when {p(node.event)}"


def print_unmarked_phase_point(p: Printer, node: nodes.UnmarkedPhasePoint) -> str:
    return p.join([node.boundary, "of", node.owner, node.ordinal, node.phase])


def print_either_event(p: Printer, node: nodes.EitherEvent) -> str:
    return f"{p(node.first)} {node.join} {p(node.second)}"


def print_passive_event(p: Printer, node: nodes.PassiveEvent) -> str:
    return p.join([subject_is(p, node.subject), node.actions, node.source])


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


# --- keyword definitions in reminders, and events of playing, fighting and acting -----------------
def print_keyword_definition(p: Printer, node: nodes.KeywordDefinition) -> str:
    return f"to {p(node.defined)}, {p(node.effect)}"


def print_defined_keyword(p: Printer, node: nodes.DefinedKeyword) -> str:
    return p.join([node.word, node.amount])


def print_defined_buff(p: Printer, node: nodes.DefinedBuff) -> str:
    return f"{node.verb} {p(node.target)}"


def print_played_from_hiding(p: Printer, node: nodes.PlayedFromHiding) -> str:
    source = node.source if isinstance(node.source, str) else p(node.source)
    return f"from {source}"


def print_during_event(p: Printer, node: nodes.DuringEvent) -> str:
    return f"{p(node.event)} {p(node.during)}"


def print_in_fight_event(p: Printer, node: nodes.InFightEvent) -> str:
    return f"{p(node.subject)} {p(node.verbs)} in {node.fight}"


def print_action_this_way_event(p: Printer, node: nodes.ActionThisWayEvent) -> str:
    return f"you {node.verb} {p(node.target)} this way"


def print_after_attack_event(p: Printer, node: nodes.AfterAttackEvent) -> str:
    return f"{p(node.subject)} {p(node.verbs)} after {node.article} attack"


def print_player_event_with(p: Printer, node: nodes.PlayerEventWith) -> str:
    return p.join(["you", node.verb, node.location, "with", node.units])


def print_activated_modal(p: Printer, node: nodes.ActivatedModal) -> str:
    return f"{p(node.costs)}: {p.join([node.timing, node.effect])}"


def print_as_revealed(p: Printer, node: nodes.AsRevealed) -> str:
    return f"as {node.subject} revealed from your deck"


def print_either_player_event(p: Printer, node: nodes.EitherPlayerEvent) -> str:
    return p.join(["you", node.first, "or", node.second, node.location])


def print_when_for_nth_time(p: Printer, node: nodes.WhenForNthTime) -> str:
    return f"when {p(node.event)} for the {node.ordinal} time {node.period}"


def print_passive_to_event(p: Printer, node: nodes.PassiveToEvent) -> str:
    return f"{p(node.subject)} is {node.action} to {p(node.destination)}"


def print_one_on_one_event(p: Printer, node: nodes.OneOnOneEvent) -> str:
    return f"{p(node.subject)} {p(node.verbs)} {node.words}"


# --- passive abilities with a replacement, and events of choosing and looking ---------------------
def print_static_replacement(p: Printer, node: nodes.StaticReplacement) -> str:
    return p.with_reminder(f"{p(node.statement)}. {p(node.replacement)}.", node.reminder)


def print_conditioned_phase_trigger(p: Printer, node: nodes.ConditionedPhaseTrigger) -> str:
    return f"{p(node.condition)} {p(node.at)}"


def print_player_chooses_event(p: Printer, node: nodes.PlayerChoosesEvent) -> str:
    return p.join([node.player, "chooses", node.target, node.with_spell])


def print_look_event(p: Printer, node: nodes.LookEvent) -> str:
    return f"you look at {p(node.cards)} {p(node.not_drawing)} and see {p(node.seen)}"


def print_deck_top_cards(p: Printer, node: nodes.DeckTopCards) -> str:
    return f"{p(node.noun)} from the top of your deck"


def print_not_drawing(p: Printer, node: nodes.NotDrawing) -> str:
    return f"(and {node.dont} draw {p(node.cards)})"


# --- reminders without a full stop, and what else Energy may pay for ------------------------------
def print_unstopped_sentence(p: Printer, node: nodes.UnstoppedSentence) -> str:
    return p(node.instruction)


def print_activated_of(p: Printer, node: nodes.ActivatedOf) -> str:
    return f"or activated abilities of {p(node.target)}"


# --- lines of an XP tracker (rule 729.1.a) --------------------------------------------------------
def print_tracks_xp(p: Printer, node: nodes.TracksXp) -> str:
    return f"track gained {node.resource} here."


def print_bonuses_by_keyword(p: Printer, node: nodes.BonusesByKeyword) -> str:
    return f"some cards get bonuses based on your {p(node.keyword)}."


def print_xp_spending_note(p: Printer, node: nodes.XpSpendingNote) -> str:
    return f"some cards can spend {node.resource} for powerful effects."
