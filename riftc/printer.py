"""Printer stage: AST → canonical card text (one ``print_<rule>`` function per node type)."""

from __future__ import annotations

from typing import Callable, Iterable

from riftc import nodes
from riftc.build_ast import _snake

# Where a new sentence starts, so the next letter is capitalised (card text capitalises these).
_SENTENCE_OPENERS = (". ", "(", ": ", "— ", "• ", '"', "\n", "[>] ")
# A parenthesis inside a sentence that goes on with it is not a sentence start: "(and don't draw
# them)", "(even if I'm no longer on the board)".
_ASIDE_OPENERS = ("(and ", "(even ")
# Put right after a "(" that opens a note inside a sentence ("(including me)", "(while this is attached)"):
# the note's first word stays in lower case. ``capitalize_sentences`` removes it.
_NO_CAPITAL = "\u2063"


def capitalize_sentences(text: str) -> str:
    """Upper-case the first letter of the text and of every sentence inside it.

    A sentence starts the text and follows any of ``_SENTENCE_OPENERS``; symbols such as ``[1]`` or
    ``+2`` before the first word close that chance, as in ``+2 [M] while I'm an attacker``.
    """
    chars = list(text)
    capitalize_next = True
    for index, char in enumerate(chars):
        if capitalize_next and char.isalpha():
            chars[index] = char.upper()
        if capitalize_next and not char.isspace() and char != "[":
            capitalize_next = False
        if text.endswith(_SENTENCE_OPENERS, 0, index + 1) and not text.startswith(_ASIDE_OPENERS, index):
            capitalize_next = True
    return "".join(chars).replace(_NO_CAPITAL, "")


def _ends_with_quoted_ability(statement: nodes.Node) -> bool:
    """``It has "…."``: the grammar lets only this form end a statement without its own full stop."""
    if isinstance(statement, nodes.ConditionedQuoted):  # "While …, friendly legends have "…""
        statement = statement.statement
    return (isinstance(statement, nodes.Has) and statement.grants.items != ()
            and isinstance(statement.grants.items[-1], nodes.QuotedAbility))


class Printer:
    """Renders nodes to text. Add a construct by adding ``print_<rule_name>``."""

    def __init__(self) -> None:
        self._dispatch: dict[type, Callable[[nodes.Node], str]] = {}

    def __call__(self, node: nodes.Node | None) -> str:
        if node is None:
            return ""
        method = self._dispatch.get(type(node))
        if method is None:
            method = getattr(self, f"print_{_snake(type(node).__name__)}")
            self._dispatch[type(node)] = method
        return method(node)

    def _with_reminder(self, head: str, reminder: nodes.Reminder | None) -> str:
        return f"{head} {self(reminder)}" if reminder else head

    def _join(self, parts: Iterable[nodes.Node | str | int | None]) -> str:
        """Print the parts that are present, separated by single spaces."""
        words = (part if isinstance(part, str) else str(part) if isinstance(part, int) else self(part)
                 for part in parts if part is not None)
        return " ".join(word for word in words if word)

    # --- card text and lines
    def print_start(self, node: nodes.Start) -> str:
        return "\n".join(capitalize_sentences(self(line)) for line in node.lines)

    def print_reminder_line(self, node: nodes.ReminderLine) -> str:
        return self(node.reminder)

    def print_reminder(self, node: nodes.Reminder) -> str:
        return f"({self._join(node.abilities)})"

    # --- abilities
    def print_keyword_ability(self, node: nodes.KeywordAbility) -> str:
        return self._with_reminder(self._join([node.keyword, node.cost]), node.reminder)

    def print_keyword_cost(self, node: nodes.KeywordCost) -> str:
        return self._join([node.link, node.costs])

    def print_dependent_ability(self, node: nodes.DependentAbility) -> str:
        head = f"{self(node.keyword)} — " if node.link == "—" else f"{self(node.keyword)}{node.link}"
        if node.nested:
            return f"{head}{node.nested}{self(node.ability)}"
        return f"{head.rstrip()} {self(node.ability)}"

    def print_triggered_ability(self, node: nodes.TriggeredAbility) -> str:
        return self._with_reminder(f"{self(node.trigger)}, {self(node.effect)}", node.reminder)

    def print_activated_ability(self, node: nodes.ActivatedAbility) -> str:
        body = self._join([node.timing, node.effect, node.restriction])
        return self._with_reminder(f"{self(node.costs)}: {body}", node.reminder)

    def print_timing_keyword(self, node: nodes.TimingKeyword) -> str:
        return f"{self(node.keyword)} {node.link}" if node.link == "—" else f"{self(node.keyword)}{node.link}"

    def print_use_restriction(self, node: nodes.UseRestriction) -> str:
        also = f"and only {self(node.also)}" if node.also else None
        return self._join(["use", node.subject, "only", node.limit, also]) + "."

    def print_once_per_turn(self, node: nodes.OncePerTurn) -> str:
        return node.words

    def print_use_to_play(self, node: nodes.UseToPlay) -> str:
        also = f"or use {self(node.abilities_of)} abilities" if node.abilities_of else None
        if isinstance(node.abilities_of, nodes.ActivatedOf):
            also = self(node.abilities_of)
        return self._join(["to play", node.target, also])

    def print_spend_restriction(self, node: nodes.SpendRestriction) -> str:
        return f"spend this Energy only {self(node.purpose)}."

    def print_during_showdowns(self, node: nodes.DuringShowdowns) -> str:
        return "during showdowns"

    def print_can_be_played(self, node: nodes.CanBePlayed) -> str:
        alternative = f"or {self(node.alternative)}" if node.alternative else None
        return self._join([node.subject, "can be played", node.destination, alternative, node.condition])

    def print_bare_keyword_ability(self, node: nodes.BareKeywordAbility) -> str:
        return self._with_reminder(self._join([node.name, node.cost]), node.reminder)

    def print_keyword_list_ability(self, node: nodes.KeywordListAbility) -> str:
        return self._with_reminder(self(node.keywords), node.reminder)

    def print_keyword_list(self, node: nodes.KeywordList) -> str:
        return ", ".join(self(keyword) for keyword in node.keywords)

    def print_repriced_keyword_ability(self, node: nodes.RepricedKeywordAbility) -> str:
        head = f"{self(node.keyword)} {self(node.cost)}. {capitalize_sentences(self(node.change))}."
        return self._with_reminder(head, node.reminder)

    def print_static_ability(self, node: nodes.StaticAbility) -> str:
        text = self(node.statement)
        if not _ends_with_quoted_ability(node.statement):  # the quoted ability's full stop ends it
            text += "."
        return self._with_reminder(text, node.reminder)

    def print_spell_ability(self, node: nodes.SpellAbility) -> str:
        return self._with_reminder(self(node.effect), node.reminder)

    # --- triggers
    def print_trigger(self, node: nodes.Trigger) -> str:
        return f"when {self(node.event)}"

    def print_play_event(self, node: nodes.PlayEvent) -> str:
        return self._join(["you play", node.card, node.source])

    def print_phase_trigger(self, node: nodes.PhaseTrigger) -> str:
        return f"at {self(node.point)}"

    def print_as_you_play(self, node: nodes.AsYouPlay) -> str:
        return f"as you play {self(node.card)}"

    def print_nth_time_trigger(self, node: nodes.NthTimeTrigger) -> str:
        return self._join([f"the {node.ordinal} time", node.event, node.period])

    def print_phase_point(self, node: nodes.PhasePoint) -> str:
        return self._join(["the", node.boundary, "of", node.owner, node.ordinal, node.phase])

    def print_action_event(self, node: nodes.ActionEvent) -> str:
        return f"you {node.verb} {self(node.target)}"

    def print_player_event(self, node: nodes.PlayerEvent) -> str:
        return self._join(["you", node.verb, node.location])

    def print_you_or_player_event(self, node: nodes.YouOrPlayerEvent) -> str:
        return self._join(["you or", self(node.player), "hold", node.location])

    def print_any_one(self, node: nodes.AnyOne) -> str:
        return "any"

    def print_become_event(self, node: nodes.BecomeEvent) -> str:
        status = node.status if isinstance(node.status, str) else self(node.status)
        return f"{self(node.subject)} {node.verb} {status}"

    def print_unit_event(self, node: nodes.UnitEvent) -> str:
        destination = f"to {self(node.destination)}" if node.destination else None
        return self._join([node.subject, node.verbs, destination])

    def print_event_verbs(self, node: nodes.EventVerbs) -> str:
        return " or ".join(node.verbs)

    # --- statements
    def print_has(self, node: nodes.Has) -> str:
        return self._join([node.subject, node.verb, node.grants, node.scope, node.condition]) + self(node.minimum)

    def print_buff_grant(self, node: nodes.BuffGrant) -> str:
        return f"{node.article} {self(node.might)} buff"

    def print_grants(self, node: nodes.Grants) -> str:
        return " and ".join(self(item) for item in node.items)

    def print_grant_series(self, node: nodes.GrantSeries) -> str:
        head = ", ".join(self(item) for item in node.items[:-1])
        return f"{head}, and {self(node.items[-1])}"

    def print_quoted_ability(self, node: nodes.QuotedAbility) -> str:
        return f'"{self(node.ability)}"'

    def print_enters(self, node: nodes.Enters) -> str:
        return self._join([node.subject, node.verb, node.state, node.condition])

    def print_cost_change(self, node: nodes.CostChange) -> str:
        text = self._join([node.subject, node.verb, node.amount, node.direction, node.purpose, node.scale])
        return self._join([text + self(node.minimum), node.second, node.condition])

    def print_second_change(self, node: nodes.SecondChange) -> str:
        return self._join(["and", node.amount, node.direction, node.scale])

    def print_each_cost_unit(self, node: nodes.EachCostUnit) -> str:
        return f"{node.each} {node.kind} {node.ref} {node.verb}"

    def print_objects_cost_ref(self, node: nodes.ObjectsCostRef) -> str:
        return self._join([f"{self(node.objects)}'", node.kind, node.noun])

    def print_costs_for(self, node: nodes.CostsFor) -> str:
        return f"{node.words} {self(node.objects)}"

    def print_cost_reduced(self, node: nodes.CostReduced) -> str:
        return self._join([node.cost, node.verb, "reduced by", node.amount]) + self(node.minimum)

    def print_extra_keyword_triggers(self, node: nodes.ExtraKeywordTriggers) -> str:
        return f"{self(node.owner)} {self(node.keyword)} {node.effects} trigger an additional time"

    def print_has_status(self, node: nodes.HasStatus) -> str:
        return node.status

    def print_is_unattached(self, node: nodes.IsUnattached) -> str:
        return self._join([node.subject, "unattached"])

    def print_to_play_from(self, node: nodes.ToPlayFrom) -> str:
        return self._join(["to play", node.source])

    def print_this_ability(self, node: nodes.ThisAbility) -> str:
        return node.words

    def print_next_you_play(self, node: nodes.NextYouPlay) -> str:
        return self._join(["the", node.ordinal, node.noun, node.played])

    def print_your_next(self, node: nodes.YourNext) -> str:
        return self._join([node.words, node.noun, node.duration])

    def print_optional_costs(self, node: nodes.OptionalCosts) -> str:
        return "optional additional costs you pay"

    def print_keyword_costs(self, node: nodes.KeywordCosts) -> str:
        owner = f"of {self(node.owner)}" if node.owner else None
        return self._join([node.controller, node.keyword, node.noun, owner])

    def print_free_hiding(self, node: nodes.FreeHiding) -> str:
        return f"you can hide {self(node.noun)} ignoring costs {node.duration}"

    def print_for_each(self, node: nodes.ForEach) -> str:
        return f"for {self(node.counted)}"

    def print_damage_order(self, node: nodes.DamageOrder) -> str:
        return f"{self(node.subject)} must be assigned combat damage {node.order}"

    def print_can_move_between_battlefields(self, node: nodes.CanMoveBetweenBattlefields) -> str:
        return f"{self(node.subject)} can move from battlefield to battlefield"

    def print_any_number_of_buffs(self, node: nodes.AnyNumberOfBuffs) -> str:
        return f"{self(node.subject)} can have {node.words} buffs"

    def print_deflect_tax(self, node: nodes.DeflectTax) -> str:
        return f"opponents must pay {self(node.cost)} to choose {self(node.target)} {node.words}"

    def print_conditional_bonus(self, node: nodes.ConditionalBonus) -> str:
        return self._join([node.bonus, node.condition, node.scale])

    def print_action_timing(self, node: nodes.ActionTiming) -> str:
        return node.words

    def print_reaction_timing(self, node: nodes.ReactionTiming) -> str:
        if node.destination is None:
            return node.words
        return f"{node.words}, including to {self(node.destination)}"

    def print_hide_timing(self, node: nodes.HideTiming) -> str:
        return f"hide now for {self(node.hide_cost)} to react with later for {self(node.play_cost)}"

    def print_deck_limit(self, node: nodes.DeckLimit) -> str:
        return f"your deck can have only {node.count} card with this name"

    def print_no_combat_damage(self, node: nodes.NoCombatDamage) -> str:
        return self._join([node.subject, node.verb, "deal combat damage", node.unless])

    def print_unreactable_adds(self, node: nodes.UnreactableAdds) -> str:
        return "abilities that add resources can't be reacted to"

    def print_each_one(self, node: nodes.EachOne) -> str:
        return self._join([node.each, node.one, node.filter])

    def print_that_lacks_buff(self, node: nodes.ThatLacksBuff) -> str:
        return f"{node.that} {node.verb} have {node.article} buff"

    # --- conditions
    def print_done_this_way(self, node: nodes.DoneThisWay) -> str:
        return f"{node.subject} was {node.state} this way"

    def print_is_a(self, node: nodes.IsA) -> str:
        return f"{node.subject} {node.article} {self(node.noun)}"

    def print_is_at(self, node: nodes.IsAt) -> str:
        return f"{node.subject} {self(node.location)}"

    def print_lacks_buff(self, node: nodes.LacksBuff) -> str:
        return f"{self(node.subject)} {node.verb} have {node.article} buff"

    def print_played_this_turn(self, node: nodes.PlayedThisTurn) -> str:
        return f"you've played {self(node.card)} {node.duration}"

    def print_controls(self, node: nodes.Controls) -> str:
        return f"you control {self(node.objects)}"

    def print_not_status(self, node: nodes.NotStatus) -> str:
        return f"not {node.status}"

    def print_you_did(self, node: nodes.YouDid) -> str:
        return "you do"

    def print_paid_additional_cost(self, node: nodes.PaidAdditionalCost) -> str:
        return f"you paid {node.which}"

    def print_has_xp(self, node: nodes.HasXp) -> str:
        return f"you have {node.threshold}+ {node.unit}"

    def print_while_condition(self, node: nodes.WhileCondition) -> str:
        return f"while {self(node.test)}"

    def print_if_condition(self, node: nodes.IfCondition) -> str:
        return f"if {self(node.test)}"

    def print_is_role(self, node: nodes.IsRole) -> str:
        alternative = f"or {node.alternative}" if node.alternative else None
        return self._join([node.subject, node.article, node.role, alternative])

    def print_is_status(self, node: nodes.IsStatus) -> str:
        return self._join([node.subject, node.status, node.times])

    def print_every_player(self, node: nodes.EveryPlayer) -> str:
        return node.noun

    def print_status_times(self, node: nodes.StatusTimes) -> str:
        return f"{node.count} times"

    # --- effects and instructions
    def print_effect(self, node: nodes.Effect) -> str:
        return " ".join(self(sentence) for sentence in node.sentences)

    def print_choose_modes(self, node: nodes.ChooseModes) -> str:
        return f"{node.words} {node.link}{self(node.modes)}"

    def print_modes(self, node: nodes.Modes) -> str:
        return "".join(f"\n• {self(mode)}" for mode in node.modes)

    def print_mode(self, node: nodes.Mode) -> str:
        return self._with_reminder(self(node.effect), node.reminder)

    def print_keyword_mode(self, node: nodes.KeywordMode) -> str:
        return self(node.ability)

    def print_paid_mode(self, node: nodes.PaidMode) -> str:
        return self._with_reminder(f"{self(node.cost)} {node.link} {self(node.effect)}", node.reminder)

    def print_delayed_trigger(self, node: nodes.DelayedTrigger) -> str:
        return f"{self._join([node.trigger, node.duration])}, {self(node.instruction)}."

    def print_sentence(self, node: nodes.Sentence) -> str:
        return f"{self(node.instruction)}."

    def print_sequence(self, node: nodes.Sequence) -> str:
        return ", then ".join(self(step) for step in node.steps)

    def print_both(self, node: nodes.Both) -> str:
        return f"{self(node.first)} and {self(node.second)}"

    def print_paid_instruction(self, node: nodes.PaidInstruction) -> str:
        return f"{self(node.payment)} to {self(node.instruction)}"

    def print_then(self, node: nodes.Then) -> str:
        return f"{node.word} {self(node.instruction)}"

    def print_may(self, node: nodes.May) -> str:
        return f"{node.words} {self(node.instruction)}"

    def print_buff(self, node: nodes.Buff) -> str:
        return f"{node.verb} {self(node.target)}"

    def print_draw(self, node: nodes.Draw) -> str:
        return self._join(["draw", node.amount, node.scale])

    def print_draw_card(self, node: nodes.DrawCard) -> str:
        return f"draw {self(node.card)}"

    def print_put_rest_back(self, node: nodes.PutRestBack) -> str:
        return "put the rest back in any order"

    def print_reveal(self, node: nodes.Reveal) -> str:
        return f"reveal {self(node.cards)}"

    def print_otherwise(self, node: nodes.Otherwise) -> str:
        return f"otherwise, {self(node.instruction)}"

    def print_ready(self, node: nodes.Ready) -> str:
        return f"ready {self(node.target)}"

    def print_exhaust(self, node: nodes.Exhaust) -> str:
        return f"exhaust {self(node.target)}"

    def print_kill(self, node: nodes.Kill) -> str:
        return self._join(["kill", node.target, node.when])

    def print_when_point(self, node: nodes.WhenPoint) -> str:
        return f"at {self(node.point)}, before scoring"

    def print_additional_cost_first(self, node: nodes.AdditionalCostFirst) -> str:
        return f"as an additional cost to play {self(node.card)}, {self._join([node.may, node.instruction])}"

    def print_conditional(self, node: nodes.Conditional) -> str:
        return f"{self(node.condition)}, {self(node.instruction)}"

    def print_instead(self, node: nodes.Instead) -> str:
        return f"{self(node.instruction)} instead"

    def print_move(self, node: nodes.Move) -> str:
        origin = f"from {self(node.origin)}" if node.origin else None
        destination = f"to {self(node.destination)}" if node.destination else None
        return self._join(["move", node.target, origin, destination])

    def print_return_to(self, node: nodes.ReturnTo) -> str:
        origin = f"from {self(node.origin)}" if node.origin else None
        return self._join(["return", node.target, origin, "to", node.zone])

    def print_score(self, node: nodes.Score) -> str:
        return f"score {node.amount} {node.noun}"

    def print_disempower(self, node: nodes.Disempower) -> str:
        return f"disempower {self(node.target)}"

    def print_play_token(self, node: nodes.PlayToken) -> str:
        return self._join(["play", node.token, node.destination, node.scale])

    def print_counter(self, node: nodes.Counter) -> str:
        return f"counter {self(node.target)}"

    def print_choose(self, node: nodes.Choose) -> str:
        return f"choose {self(node.target)}"

    def print_stun(self, node: nodes.Stun) -> str:
        return f"{node.verb} {self(node.target)}"

    def print_deal(self, node: nodes.Deal) -> str:
        return self._join(["deal", node.amount, node.damage, self._receiver(node.target), node.scale])

    def print_give(self, node: nodes.Give) -> str:
        head = self._join(["give", node.target, node.each, node.grants, node.duration]) + self(node.minimum)
        return self._join([head, node.scale])

    def print_minimum(self, node: nodes.Minimum) -> str:
        return f", to a minimum of {self(node.floor)}"

    def print_might_amount(self, node: nodes.MightAmount) -> str:
        return f"{node.amount} [M]"

    def print_attach(self, node: nodes.Attach) -> str:
        return f"attach {self(node.gear)} to {self(node.unit)}"

    def print_look_at_top(self, node: nodes.LookAtTop) -> str:
        return f"look at {self(node.cards)}"

    def print_recycle(self, node: nodes.Recycle) -> str:
        return f"recycle {self(node.target)}"

    def print_empower(self, node: nodes.Empower) -> str:
        return f"empower {self(node.target)}"

    def print_gain_xp(self, node: nodes.GainXp) -> str:
        return self._join(["gain", node.amount, node.unit, node.scale])

    def print_get_effect(self, node: nodes.GetEffect) -> str:
        return self._join(["get the", node.word, node.condition])

    def print_banish(self, node: nodes.Banish) -> str:
        return f"banish {self(node.target)}"

    def print_repeat_effect(self, node: nodes.RepeatEffect) -> str:
        return f"repeat {node.owner} {node.effect}"

    def print_play(self, node: nodes.Play) -> str:
        text = self._join(["play", node.card, node.as_, node.source, node.destination, node.for_])
        return text + self(node.cost_waiver)

    def print_play_as(self, node: nodes.PlayAs) -> str:
        return f"as {node.article} {self(node.keyword)}"

    def print_play_destination(self, node: nodes.PlayDestination) -> str:
        return f"to {self(node.place)}"

    def print_play_source(self, node: nodes.PlaySource) -> str:
        return f"from {self(node.origin)}"

    def print_play_for(self, node: nodes.PlayFor) -> str:
        return "for its Flow cost"

    def print_hide(self, node: nodes.Hide) -> str:
        return self._join(["hide", node.target, node.instead_of])

    def print_instead_of_cost(self, node: nodes.InsteadOfCost) -> str:
        return f"instead of {self(node.cost)}"

    def print_hide_additional(self, node: nodes.HideAdditional) -> str:
        return self._join(["hide", node.article, "additional", node.noun, node.location])

    def print_playable_to(self, node: nodes.PlayableTo) -> str:
        return f"{self(node.subject)} may be played to {self(node.place)}"

    def print_play_for_cost(self, node: nodes.PlayForCost) -> str:
        return f"for {self(node.cost)}"

    def print_face_down(self, node: nodes.FaceDown) -> str:
        return "face down"

    def print_anywhere_but(self, node: nodes.AnywhereBut) -> str:
        return f"anywhere other than {self(node.zone)}"

    def print_cost_ref(self, node: nodes.CostRef) -> str:
        return self._join([node.owner, node.kind, node.noun])

    def print_ignoring_cost(self, node: nodes.IgnoringCost) -> str:
        return f", ignoring {self(node.cost)}"

    def print_reducing_cost(self, node: nodes.ReducingCost) -> str:
        return f", reducing {self(node.cost)} by {self(node.amount)}"

    def print_reduce_cost(self, node: nodes.ReduceCost) -> str:
        return self._join(["reduce", node.cost, "by", node.amount, node.scale])

    def print_each_spent_buff(self, node: nodes.EachSpentBuff) -> str:
        return f"{node.each} buff you spend"

    def print_each_done_this_way(self, node: nodes.EachDoneThisWay) -> str:
        return f"{node.each} {node.action} this way"

    def print_spend_buffs(self, node: nodes.SpendBuffs) -> str:
        return f"spend {node.words} buffs"

    def print_still_pay(self, node: nodes.StillPay) -> str:
        return f"{node.words} pay {self(node.cost)}"

    def print_ignore_cost(self, node: nodes.IgnoreCost) -> str:
        return f"ignore {self(node.cost)}"

    def print_additional_cost(self, node: nodes.AdditionalCost) -> str:
        return self._join([node.payment, "as an additional cost", node.purpose])

    def print_to_have_enter(self, node: nodes.ToHaveEnter) -> str:
        return f"to have {self(node.target)} {node.verb} {node.state}"

    def print_to_play(self, node: nodes.ToPlay) -> str:
        return f"to play {self(node.target)}"

    def print_pay(self, node: nodes.Pay) -> str:
        return f"pay {self(node.cost)}"

    def print_add(self, node: nodes.Add) -> str:
        return f"{node.verb} {self(node.resources)}"

    def print_pay_additional_cost(self, node: nodes.PayAdditionalCost) -> str:
        return f"pay {node.which} to {self(node.instruction)}{self(node.new_choices)}"

    def print_new_choices(self, node: nodes.NewChoices) -> str:
        return ", and may make different choices"

    def print_equip_instruction(self, node: nodes.EquipInstruction) -> str:
        return (f"{node.verb} one of your Equipment to {self(node.unit)} for {self(node.discount)} "
                f"{node.direction}{self(node.even_if_attached)}")

    def print_even_if_attached(self, node: nodes.EvenIfAttached) -> str:
        return ", even if it's already attached"

    def print_channel(self, node: nodes.Channel) -> str:
        return self._join(["channel", str(node.amount), node.noun, node.state])

    def print_discard(self, node: nodes.Discard) -> str:
        return f"discard {node.amount}"

    def print_predict(self, node: nodes.Predict) -> str:
        return f"{node.verb}]" if node.amount is None else f"{node.verb} {node.amount}]"

    # --- players
    def print_player(self, node: nodes.Player) -> str:
        return self._join([node.quantity, node.other, node.noun])

    def print_that_player(self, node: nodes.ThatPlayer) -> str:
        return f"{node.word} {node.noun}"

    def print_related_player(self, node: nodes.RelatedPlayer) -> str:
        return node.words

    def print_related_players(self, node: nodes.RelatedPlayers) -> str:
        return node.words

    def print_they(self, node: nodes.They) -> str:
        return node.word

    def print_you(self, node: nodes.You) -> str:
        return "you"

    def print_you_and(self, node: nodes.YouAnd) -> str:
        return f"you and {self(node.other)}"

    def print_player_possessive(self, node: nodes.PlayerPossessive) -> str:
        return f"{self(node.player)}'s"

    def _third_person(self, instruction: nodes.Node) -> str:
        """An instruction with the -s form of each verb, as one player does it: "discards 1, then draws 4"."""
        if isinstance(instruction, nodes.Sequence):
            return ", then ".join(self._third_person(step) for step in instruction.steps)
        if isinstance(instruction, nodes.ListedSequence):
            *listed, last = (self._third_person(step) for step in instruction.steps)
            return f"{', '.join(listed)}, then {last}"
        if isinstance(instruction, nodes.Both):
            return f"{self._third_person(instruction.first)} and {self._third_person(instruction.second)}"
        verb, _, rest = self(instruction).partition(" ")
        if verb == "have":  # "has you draw 2"
            verb = "has"
        else:
            verb += "es" if verb.endswith(("s", "sh", "ch", "x", "z")) else "s"
        return f"{verb} {rest}" if rest else verb

    def print_player_does(self, node: nodes.PlayerDoes) -> str:
        return f"{self(node.player)} {self._third_person(node.instruction)}"

    def print_listed_sequence(self, node: nodes.ListedSequence) -> str:
        *listed, last = (self(step) for step in node.steps)
        return f"{', '.join(listed)}, then {last}"

    def print_opponents_zone(self, node: nodes.OpponentsZone) -> str:
        return f"{node.owners} {node.zone}"

    def print_subject_change(self, node: nodes.SubjectChange) -> str:
        space = "" if node.joiner.startswith(",") else " "
        return f"{self(node.first)}{space}{node.joiner} {self(node.second)}"

    def print_place_on_deck(self, node: nodes.PlaceOnDeck) -> str:
        return f"place {self(node.card)} on the top or bottom of {node.owner} Main Deck"

    def print_players_do(self, node: nodes.PlayersDo) -> str:
        return self._join([node.players, node.each, node.instruction])

    def print_player_may(self, node: nodes.PlayerMay) -> str:
        return f"{self(node.player)} may {self(node.instruction)}"

    def print_player_must(self, node: nodes.PlayerMust) -> str:
        return f"{self(node.player)} must {self(node.instruction)}"

    def print_turn_order(self, node: nodes.TurnOrder) -> str:
        return f"starting with the next player, {self(node.instruction)}"

    def print_choose_player(self, node: nodes.ChoosePlayer) -> str:
        return f"choose {self(node.player)}"

    def print_discard_card(self, node: nodes.DiscardCard) -> str:
        return f"discard {self(node.cards)}"

    def print_gain_points(self, node: nodes.GainPoints) -> str:
        return f"gain {node.amount} {node.noun}"

    def print_win_game(self, node: nodes.WinGame) -> str:
        return "win the game"

    def print_raise_victory_score(self, node: nodes.RaiseVictoryScore) -> str:
        return f"increase the points needed to win the game by {node.amount}"

    def print_skip_phase(self, node: nodes.SkipPhase) -> str:
        return f"skip {node.owner} {node.phase}"

    def print_player_controls(self, node: nodes.PlayerControls) -> str:
        return f"{self(node.player)} controls {self(node.objects)}"

    def print_score_within(self, node: nodes.ScoreWithin) -> str:
        owner = node.owner if isinstance(node.owner, str) else self(node.owner)
        within = self._join([owner, "score is", node.negated, "within", node.amount, node.noun])
        return f"{within} of the Victory Score"

    def print_event_during(self, node: nodes.EventDuring) -> str:
        return f"{self(node.event)} {self(node.turn)}"

    def print_during_turn(self, node: nodes.DuringTurn) -> str:
        return self._join(["on", node.owner, node.phase])

    def print_player_scores_event(self, node: nodes.PlayerScoresEvent) -> str:
        return self._join([node.player, "scores", node.location])

    def print_player_moves_event(self, node: nodes.PlayerMovesEvent) -> str:
        return f"{self(node.player)} moves to {self(node.destination)}"

    def print_player_play_event(self, node: nodes.PlayerPlayEvent) -> str:
        return f"{self(node.player)} plays {self(node.card)}"

    def print_controlled_by_them(self, node: nodes.ControlledByThem) -> str:
        return "they control"

    def print_player_zone(self, node: nodes.PlayerZone) -> str:
        return f"{self(node.owner)} {node.zone}"

    def print_player_played(self, node: nodes.PlayerPlayed) -> str:
        return f"{self(node.player)} has played {self(node.card)} {node.duration}"

    def print_combatants(self, node: nodes.Combatants) -> str:
        return f"the {node.first} and {node.second}"

    def print_points_scored(self, node: nodes.PointsScored) -> str:
        source = f"from {node.source}" if node.source else None
        return self._join([node.each, node.noun, "you scored", source, node.duration])

    def print_take_turn(self, node: nodes.TakeTurn) -> str:
        return "take a turn after this one"

    def print_players_event(self, node: nodes.PlayersEvent) -> str:
        return self._join([node.players, node.verb, node.location])

    def print_option(self, node: nodes.Option) -> str:
        return node.name

    def print_choose_option(self, node: nodes.ChooseOption) -> str:
        return f"choose {self(node.first)} or {self(node.second)}"

    def print_for_each_chooser(self, node: nodes.ForEachChooser) -> str:
        return f"for {self(node.player)} that chooses {self(node.option)}, {self(node.instruction)}"

    def print_for_each_who_did(self, node: nodes.ForEachWhoDid) -> str:
        return f"for {self(node.player)} who did, {self(node.instruction)}"

    def print_they_did(self, node: nodes.TheyDid) -> str:
        return f"{self(node.players)} do"

    def print_happens_before_scoring(self, node: nodes.HappensBeforeScoring) -> str:
        return f"{self(node.subject)} happens before scoring"

    # --- replacements, restrictions, control and copies
    def print_replacement(self, node: nodes.Replacement) -> str:
        return f"{self(node.event)}, {self(node.instruction)}"

    def print_if_would(self, node: nodes.IfWould) -> str:
        return self._join(["if", node.event, node.duration])

    def print_next_time(self, node: nodes.NextTime) -> str:
        return self._join([f"the {node.ordinal} time", node.event, node.duration])

    def print_next_time_effect(self, node: nodes.NextTimeEffect) -> str:
        head = self._join([f"the {node.ordinal} time", node.event, node.duration])
        return f"{head}, {self(node.instruction)}"

    def print_when_would(self, node: nodes.WhenWould) -> str:
        return self._join(["when", node.event, node.duration])

    def print_would_event(self, node: nodes.WouldEvent) -> str:
        return f"{self(node.subject)} would {self(node.happening)}"

    def print_leading_instead(self, node: nodes.LeadingInstead) -> str:
        return f"instead {self(node.instruction)}"

    def print_instead_of(self, node: nodes.InsteadOf) -> str:
        return f"{self(node.instruction)} instead of {self(node.replaced)}"

    def print_putting(self, node: nodes.Putting) -> str:
        return f"putting {self(node.card)} {node.prep} {self(node.destination)}"

    def print_series(self, node: nodes.Series) -> str:
        *first, last = (self(step) for step in node.steps)
        return f"{', '.join(first)}, and {last}"

    def print_recall(self, node: nodes.Recall) -> str:
        return self._join(["recall", node.target, node.state, node.later])

    def print_send(self, node: nodes.Send) -> str:
        return f"send {self(node.target)} to {self(node.zone)}"

    def print_not_a_move(self, node: nodes.NotAMove) -> str:
        return "this isn't a move"

    def print_heal(self, node: nodes.Heal) -> str:
        return f"heal {self(node.target)}"

    def print_named_self(self, node: nodes.NamedSelf) -> str:
        return node.name

    def print_now(self, node: nodes.Now) -> str:
        return "now"

    def print_prevent(self, node: nodes.Prevent) -> str:
        return f"prevent {self(node.damage)}"

    def print_prevented_damage(self, node: nodes.PreventedDamage) -> str:
        return self._join([node.value, node.source, node.damage, node.dealt, node.duration])

    def print_next_amount(self, node: nodes.NextAmount) -> str:
        return f"the {node.ordinal} {node.amount}"

    def print_dealt_to(self, node: nodes.DealtTo) -> str:
        return f"that would be dealt to {self(node.target)}"

    def print_dealt_by(self, node: nodes.DealtBy) -> str:
        return f"{node.that} {self(node.sources)} would deal to {self(node.target)}"

    def print_sources(self, node: nodes.Sources) -> str:
        return self._join([node.owner, "spells and abilities"])

    def print_control_change(self, node: nodes.ControlChange) -> str:
        return f"{node.change} of {self(node.target)}"

    def print_make_new_choices(self, node: nodes.MakeNewChoices) -> str:
        return f"make new choices for {self(node.target)}"

    def print_restriction(self, node: nodes.Restriction) -> str:
        return self._join([node.subject, "can't", node.forbidden, node.unless])

    def print_be_acted_on(self, node: nodes.BeActedOn) -> str:
        return self._join(["be", node.action, node.damage, node.by, node.location, node.turns])

    def print_on_turns(self, node: nodes.OnTurns) -> str:
        return f"on {node.owner} {self(node.ordinals)} turns"

    def print_turn_ordinals(self, node: nodes.TurnOrdinals) -> str:
        *first, last = node.ordinals
        return f"{first[0]} or {last}" if len(first) == 1 else f"{', '.join(first)}, or {last}"

    def print_by_sources(self, node: nodes.BySources) -> str:
        return f"by {self(node.sources)}"

    def print_moving(self, node: nodes.Moving) -> str:
        return self._join(["move", node.moved, node.origin, "to", node.destination])

    def print_moving_object(self, node: nodes.MovingObject) -> str:
        return self(node.target)

    def print_moving_from(self, node: nodes.MovingFrom) -> str:
        return f"from {self(node.place)}"

    def print_unless(self, node: nodes.Unless) -> str:
        return f"unless {self(node.test)}"

    def print_you_cant(self, node: nodes.YouCant) -> str:
        return "you can't"

    def print_lasting(self, node: nodes.Lasting) -> str:
        return f"{self(node.statement)} {node.duration}"

    def print_becomes_copy(self, node: nodes.BecomesCopy) -> str:
        return self._join([node.subject, "becomes a copy of", node.original, node.duration])

    def print_copy_text(self, node: nodes.CopyText) -> str:
        return self._join([f"copy {self(node.source)}'s text to this Equipment's effect text", node.duration])

    def print_for_as_long_as(self, node: nodes.ForAsLongAs) -> str:
        return f"for as long as {self(node.event)}"

    def print_is_copy(self, node: nodes.IsCopy) -> str:
        return f"{self(node.subject)} {node.words} {self(node.original)}"

    def print_control_until(self, node: nodes.ControlUntil) -> str:
        return f"you control {self(node.target)} {self(node.until)}"

    def print_until(self, node: nodes.Until) -> str:
        return f"until {self(node.event)}"

    def print_static_override(self, node: nodes.StaticOverride) -> str:
        text = f"{self(node.statement)}. {self(node.condition)}, {self(node.replacement)}."
        return self._with_reminder(text, node.reminder)

    def print_going(self, node: nodes.Going) -> str:
        return self._join(["go to", node.zone, node.origin])

    def print_from_anywhere_but(self, node: nodes.FromAnywhereBut) -> str:
        return f"from anywhere other than {self(node.zone)}"

    def print_player_restriction(self, node: nodes.PlayerRestriction) -> str:
        return self._join([node.player, "can't", node.forbidden, node.unless])

    def print_moving_anywhere(self, node: nodes.MovingAnywhere) -> str:
        return f"move {self(node.moved)}"

    def print_attached_event(self, node: nodes.AttachedEvent) -> str:
        return f"{node.subject} is attached to {self(node.unit)}"

    def print_as_event(self, node: nodes.AsEvent) -> str:
        return f"as {self(node.event)}"

    def print_during(self, node: nodes.During) -> str:
        return "during combat"

    def print_can_be_times(self, node: nodes.CanBeTimes) -> str:
        return f"{self(node.subject)} can be {self(node.status)} {node.up_to} {node.count} times"

    def print_ignores(self, node: nodes.Ignores) -> str:
        return self._join([node.who, "ignore", node.keyword, "while assigning combat damage", node.location])

    def print_no_damage_taken(self, node: nodes.NoDamageTaken) -> str:
        return f"{self(node.subject)} {node.verb} take {node.damage}"

    def print_buff_limit(self, node: nodes.BuffLimit) -> str:
        return f"{self(node.subject)} may have no more than {node.count} buff at a time"

    def print_only_permission(self, node: nodes.OnlyPermission) -> str:
        return f"{self(node.subject)} can only {self(node.permitted)}"

    def print_playing(self, node: nodes.Playing) -> str:
        return self._join(["play", node.target, node.destination])

    def print_upcoming(self, node: nodes.Upcoming) -> str:
        return self._join([f"the {node.ordinal} time", node.event, node.duration])

    def print_nth_turn(self, node: nodes.NthTurn) -> str:
        return f"{node.owner} {node.ordinal} {node.turn}"

    def print_readying(self, node: nodes.Readying) -> str:
        return f"ready {self(node.target)}"

    def print_scoring(self, node: nodes.Scoring) -> str:
        return self._join(["score", node.points, node.location, node.until])

    # --- costs
    def print_costs(self, node: nodes.Costs) -> str:
        # Every cost in a list starts with a capital: "[1][G], [E], Kill this: …".
        return ", ".join(capitalize_sentences(self(item)) for item in node.items)

    def print_mana_cost(self, node: nodes.ManaCost) -> str:
        return "".join(f"[{symbol}]" for symbol in node.symbols)

    def print_exhaust_symbol(self, node: nodes.ExhaustSymbol) -> str:
        return "[E]"

    def print_pay_the_cost(self, node: nodes.PayTheCost) -> str:
        return f"pay {node.which}"

    def print_spend_buff(self, node: nodes.SpendBuff) -> str:
        return f"spend {node.whose} buff"

    def print_spend_xp(self, node: nodes.SpendXp) -> str:
        return f"spend {node.amount} {node.unit}"

    def print_kill_cost(self, node: nodes.KillCost) -> str:
        return f"kill {self(node.target)}"

    def print_discard_cost(self, node: nodes.DiscardCost) -> str:
        return f"discard {node.amount}"

    def print_recycle_cost(self, node: nodes.RecycleCost) -> str:
        return f"recycle {self(node.target)}"

    def print_discard_card_cost(self, node: nodes.DiscardCardCost) -> str:
        return f"discard {self(node.quantity)} {self(node.noun)}"

    def print_banish_cost(self, node: nodes.BanishCost) -> str:
        return f"banish {self(node.target)}"

    def print_cost_options(self, node: nodes.CostOptions) -> str:
        return " or ".join(self(option) for option in node.options)

    def print_slashed_cost_options(self, node: nodes.SlashedCostOptions) -> str:
        return " / ".join(self(option) for option in node.options)

    def print_disempower_cost(self, node: nodes.DisempowerCost) -> str:
        return f"disempower {self(node.target)}"

    # --- targets
    def print_self_ref(self, node: nodes.SelfRef) -> str:
        return node.word

    def print_any_of(self, node: nodes.AnyOf) -> str:
        return f"any of {node.ref}"

    def print_the_rest(self, node: nodes.TheRest) -> str:
        return "the rest"

    def print_back_ref(self, node: nodes.BackRef) -> str:
        return node.word

    def print_choice(self, node: nodes.Choice) -> str:
        return self._join([node.quantity, node.other, node.state, node.controller, node.qualifier, node.noun,
                           node.controlled_by, node.location, node.might_filter, node.keyword_filter,
                           node.clause])

    def print_might_filter(self, node: nodes.MightFilter) -> str:
        return self._join([node.each, f"with {node.amount} [M] or", node.comparative])

    def print_place(self, node: nodes.Place) -> str:
        return self._join([node.quantity, node.other, node.state, node.controller, node.noun,
                           node.controlled_by])

    def print_that_ref(self, node: nodes.ThatRef) -> str:
        return self._join([node.word, node.controller, node.noun])

    def print_owned(self, node: nodes.Owned) -> str:
        return node.owner

    def print_another(self, node: nodes.Another) -> str:
        return node.word

    def print_bounded(self, node: nodes.Bounded) -> str:
        return f"{node.count} or {node.comparative}"

    def print_every(self, node: nodes.Every) -> str:
        return node.word

    def print_any_number(self, node: nodes.AnyNumber) -> str:
        return node.words

    def print_token(self, node: nodes.Token) -> str:
        return self._join([node.quantity, node.state, node.might, node.name, node.noun, node.after_state,
                           node.keyword, node.origin])

    def print_with_keyword(self, node: nodes.WithKeyword) -> str:
        return f"with {self(node.keyword)}"

    def print_one(self, node: nodes.One) -> str:
        return node.article

    def print_up_to(self, node: nodes.UpTo) -> str:
        return f"{node.words} {node.count}"

    def print_exactly(self, node: nodes.Exactly) -> str:
        return str(node.count)

    def print_object_noun(self, node: nodes.ObjectNoun) -> str:
        return node.word

    def print_tag(self, node: nodes.Tag) -> str:
        return node.name

    def print_here(self, node: nodes.Here) -> str:
        return "here"

    def print_at(self, node: nodes.At) -> str:
        return f"{node.preposition} {self(node.place)}"

    def print_where_you_have_units(self, node: nodes.WhereYouHaveUnits) -> str:
        return "where you have units"

    def print_controlled_by(self, node: nodes.ControlledBy) -> str:
        return "you control"

    def print_zone(self, node: nodes.Zone) -> str:
        return self._join([node.owner, node.zone])

    def print_any_zone(self, node: nodes.AnyZone) -> str:
        return f"{self(node.quantity)} {node.zone}"

    def print_top_cards(self, node: nodes.TopCards) -> str:
        return self._join(["the top", node.count, node.noun, "of", node.owner, "Main Deck"])

    def print_might_mod(self, node: nodes.MightMod) -> str:
        return f"{node.amount:+d} [M]"

    # --- amounts: numbers read from the game, and comparisons
    def print_equal_to(self, node: nodes.EqualTo) -> str:
        return f"equal to {self(node.amount)}"

    def print_might_of(self, node: nodes.MightOf) -> str:
        return node.words

    def print_might_of_target(self, node: nodes.MightOfTarget) -> str:
        return f"the {node.word} of {self(node.target)}"

    def print_might_of_choice(self, node: nodes.MightOfChoice) -> str:
        return f"{self(node.owner)}'s {node.word}"

    def print_number_of(self, node: nodes.NumberOf) -> str:
        return f"the number of {self(node.counted)}"

    def print_total_might(self, node: nodes.TotalMight) -> str:
        return f"the total {node.word} of {self(node.counted)}"

    def print_highest_might(self, node: nodes.HighestMight) -> str:
        return f"the highest {node.word} among {self(node.among)}"

    def print_damage_marked(self, node: nodes.DamageMarked) -> str:
        return f"the damage marked on {self(node.on)}"

    def print_keyword_value(self, node: nodes.KeywordValue) -> str:
        return f"{node.owner} {self(node.keyword)}"

    def print_points_of(self, node: nodes.PointsOf) -> str:
        return f"{node.owner} {node.word}"

    def print_that_much(self, node: nodes.ThatMuch) -> str:
        return "that much"

    def print_split_among(self, node: nodes.SplitAmong) -> str:
        return f"split among {self(node.targets)}"

    def _receiver(self, target: nodes.Node) -> str:
        """``to a unit``, ``to each of …``, or ``split among …`` (rule 355.14)."""
        return self(target) if isinstance(target, nodes.SplitAmong) else f"to {self(target)}"

    def print_for_each_buff_spent(self, node: nodes.ForEachBuffSpent) -> str:
        return f"for {node.each} buff spent"

    def print_doubled_bonus(self, node: nodes.DoubledBonus) -> str:
        return f"{self(node.subject)} gives double {node.bonus} bonus"

    def print_has_might_at_least(self, node: nodes.HasMightAtLeast) -> str:
        return f"{self(node.subject)} {node.verb} {node.amount}+ [M]"

    def print_status_meaning(self, node: nodes.StatusMeaning) -> str:
        subject = node.subject if isinstance(node.subject, str) else f"{self(node.subject)} is"
        return f"{subject} {node.status} {self(node.condition)}"

    def print_precisely(self, node: nodes.Precisely) -> str:
        return f"{node.word} {node.count}"

    def print_any_damage_lethal(self, node: nodes.AnyDamageLethal) -> str:
        return f"any amount of {node.owner} {node.damage} is enough to kill {self(node.target)}"

    def print_deal_equal(self, node: nodes.DealEqual) -> str:
        return f"deal {node.damage} {self(node.amount)} {self._receiver(node.target)}"

    def print_source_deals(self, node: nodes.SourceDeals) -> str:
        return f"{node.source} deals {node.damage} {self(node.amount)} {self._receiver(node.target)}"

    def print_mutual_damage(self, node: nodes.MutualDamage) -> str:
        return f"{node.sources} deal {node.damage} {self(node.amount)} to each other"

    def print_assigned_excess(self, node: nodes.AssignedExcess) -> str:
        head = f"you assigned {node.amount} or {node.comparative} excess damage"
        return f"{head} to {self(node.target)}" if node.target else head

    def print_has_equal(self, node: nodes.HasEqual) -> str:
        return self._join([node.subject, node.verb, node.grant, node.condition])

    def print_might_equal(self, node: nodes.MightEqual) -> str:
        return f"+[M] {self(node.amount)}"

    def print_keyword_equal(self, node: nodes.KeywordEqual) -> str:
        return f"{self(node.keyword)} {self(node.amount)}"

    def print_give_to(self, node: nodes.GiveTo) -> str:
        return self._join(["give", node.grants, "to", node.target, node.duration])

    def print_double_might(self, node: nodes.DoubleMight) -> str:
        return self._join(["double", node.might, node.duration])

    def print_swap_might(self, node: nodes.SwapMight) -> str:
        return self._join(["swap", node.might, node.duration])

    def print_increase_might(self, node: nodes.IncreaseMight) -> str:
        return self._join(["increase", node.might, "to", node.to, node.duration])

    def print_set_might(self, node: nodes.SetMight) -> str:
        return self._join([node.might, "becomes", node.value, node.duration])

    def print_might_increased(self, node: nodes.MightIncreased) -> str:
        return f"{node.might} is increased by {self(node.by)}"

    def print_might_reaches(self, node: nodes.MightReaches) -> str:
        return f"{self(node.might)} becomes {node.amount} or {node.comparative}"

    def print_total_might_test(self, node: nodes.TotalMightTest) -> str:
        return f"{self(node.subject)} {node.verb} total {node.word} {node.amount} or {node.comparative}"

    def print_might_compare_test(self, node: nodes.MightCompareTest) -> str:
        return f"{self(node.might)} is greater than {self(node.than)}"

    def print_might_than(self, node: nodes.MightThan) -> str:
        return f"with {node.comparative} {node.word} than {self(node.than)}"

    def print_cost_filter(self, node: nodes.CostFilter) -> str:
        return self._join(["with", node.kind, "cost", node.bounds])

    def print_cost_bounds(self, node: nodes.CostBounds) -> str:
        return " and ".join(self(item) for item in node.items)

    def print_cost_at_most(self, node: nodes.CostAtMost) -> str:
        return f"{node.bound} {self(node.limit)}"

    def print_cost_bounded(self, node: nodes.CostBounded) -> str:
        return f"{self(node.limit)} or {node.comparative}"

    def print_cost_clause(self, node: nodes.CostClause) -> str:
        return f"{node.that} {node.verb} {self(node.bounds)}"

    def print_costing(self, node: nodes.Costing) -> str:
        return f"costing {self(node.bounds)}"

    def print_kinded_bound(self, node: nodes.KindedBound) -> str:
        return f"{node.kind} cost {self(node.bound)}"

    def print_spent_test(self, node: nodes.SpentTest) -> str:
        purpose = f"to play {self(node.purpose)}" if node.purpose else None
        return self._join([node.words, node.amount, purpose, node.duration])

    def print_at_least(self, node: nodes.AtLeast) -> str:
        return f"at least {self(node.limit)}"

    def print_bonus_damage(self, node: nodes.BonusDamage) -> str:
        return self._join([f"{node.source} deals {node.amount} Bonus Damage", node.scale])

    def print_next_spell_bonus_damage(self, node: nodes.NextSpellBonusDamage) -> str:
        return self._join([node.source, node.verb, f"{node.amount} Bonus Damage", node.scale])

    def print_bonus_damage_statement(self, node: nodes.BonusDamageStatement) -> str:
        return self._join([node.subject, node.verb, f"{node.amount} Bonus Damage", node.scale])

    def print_damage_increase(self, node: nodes.DamageIncrease) -> str:
        return f"{node.each} instance of {node.damage} the spell deals is increased by {node.amount}"

    def print_deal_to_equal(self, node: nodes.DealToEqual) -> str:
        return f"deal {node.damage} to {self(node.target)} {self(node.amount)}"

    def print_deal_as(self, node: nodes.DealAs) -> str:
        return f"deal {self(node.amount)} as {node.damage} {self._receiver(node.target)}"

    def print_cost_of(self, node: nodes.CostOf) -> str:
        return self._join([node.owner, node.kind, "cost"])

    def print_has_might_test(self, node: nodes.HasMightTest) -> str:
        return f"{self(node.subject)} {node.verb} {self(node.might)} or {node.comparative}"

    def print_additional_might(self, node: nodes.AdditionalMight) -> str:
        return f"{node.article} additional {self(node.might)}"

    def print_keywords_of(self, node: nodes.KeywordsOf) -> str:
        return f"{node.owner} keywords"

    def print_timed_instruction(self, node: nodes.TimedInstruction) -> str:
        return f"{node.duration}, {self(node.instruction)}"

    def print_for_each_first(self, node: nodes.ForEachFirst) -> str:
        return f"{self(node.scale)}, {self(node.instruction)}"

    def print_for_each_instance(self, node: nodes.ForEachInstance) -> str:
        return f"for {node.each} instance of {node.keyword}"

    def print_for_each_tag(self, node: nodes.ForEachTag) -> str:
        return f"for {node.each} of the following tags among {self(node.among)} {node.link} {self(node.tags)}"

    def print_tag_names(self, node: nodes.TagNames) -> str:
        return ", ".join(node.items[:-1]) + f", and {node.items[-1]}"

    def print_deck_any_number(self, node: nodes.DeckAnyNumber) -> str:
        return f"your deck can have {node.words} cards named {node.name}"

    def print_total_might_filter(self, node: nodes.TotalMightFilter) -> str:
        return f"with total {node.word} {node.amount} or {node.comparative}"

    def print_total_bound(self, node: nodes.TotalBound) -> str:
        return f"{node.article} total {node.word} of {node.amount} or {node.comparative}"

    def print_for_each_time(self, node: nodes.ForEachTime) -> str:
        return f"for {node.each} time {self(node.test)}"

    def print_pay_any_amount(self, node: nodes.PayAnyAmount) -> str:
        return f"pay any amount of {self._resource(node.resource)}"

    def print_add_that_much(self, node: nodes.AddThatMuch) -> str:
        return f"{node.verb} that much {self._resource(node.resource)}"

    def _resource(self, resource: nodes.Node | str) -> str:
        return resource if isinstance(resource, str) else self(resource)

    # --- selector algebra (riftc/nodes/selectors.py)
    def print_there(self, node: nodes.There) -> str:
        return node.word

    def print_in_combat(self, node: nodes.InCombat) -> str:
        return "in combat"

    def print_anywhere(self, node: nodes.Anywhere) -> str:
        return "anywhere"

    def print_same_place(self, node: nodes.SamePlace) -> str:
        return f"the same {self(node.noun)}"

    def print_possessed(self, node: nodes.Possessed) -> str:
        return self._join([node.owner, node.original, node.noun])

    def print_joined_targets(self, node: nodes.JoinedTargets) -> str:
        return " and ".join(self(item) for item in node.items)

    def print_either_target(self, node: nodes.EitherTarget) -> str:
        return " or ".join(self(item) for item in node.items)

    def print_keyword_kind(self, node: nodes.KeywordKind) -> str:
        return f"{self(node.keyword)} {self(node.noun)}"

    def print_into_zone(self, node: nodes.IntoZone) -> str:
        return f"into {self(node.zone)}"

    def print_any_number_owned(self, node: nodes.AnyNumberOwned) -> str:
        return f"{node.words} {node.owner}"

    def print_split_give(self, node: nodes.SplitGive) -> str:
        text = f"give {self(node.parts)}"
        return f"{text}{self(node.minimum)}" if node.minimum else text

    def print_give_parts(self, node: nodes.GiveParts) -> str:
        return " and ".join(self(part) for part in node.items)

    def print_give_part(self, node: nodes.GivePart) -> str:
        return self._join([node.target, node.grants, node.duration])

    def print_split_deal(self, node: nodes.SplitDeal) -> str:
        return f"deal {self(node.parts)}"

    def print_deal_parts(self, node: nodes.DealParts) -> str:
        return " and ".join(self(part) for part in node.items)

    def print_deal_part(self, node: nodes.DealPart) -> str:
        return self._join([node.amount, node.damage_word, "to", node.target])

    def print_split_move(self, node: nodes.SplitMove) -> str:
        return f"move {self(node.parts)}"

    def print_move_parts(self, node: nodes.MoveParts) -> str:
        return " and ".join(self(part) for part in node.items)

    def print_move_part(self, node: nodes.MovePart) -> str:
        return f"{self(node.target)} to {self(node.destination)}"

    def print_with_name(self, node: nodes.WithName) -> str:
        return f"with {node.owner} name"

    def print_each_others(self, node: nodes.EachOthers) -> str:
        return f"each other's {self(node.noun)}"

    def print_acting(self, node: nodes.Acting) -> str:
        return self._join([node.state, node.location])

    def print_counted_from(self, node: nodes.CountedFrom) -> str:
        return f"{node.count} {self(node.source)}"

    def print_distributed(self, node: nodes.Distributed) -> str:
        return f"{self(node.group)} {node.word}"

    def print_with_keyword_at(self, node: nodes.WithKeywordAt) -> str:
        return f"with {self(node.keyword)} {self(node.location)}"

    def print_move_there(self, node: nodes.MoveThere) -> str:
        return f"move {self(node.target)} {self(node.there)}"

    def print_one_pronoun(self, node: nodes.OnePronoun) -> str:
        return node.word

    def print_the_other(self, node: nodes.TheOther) -> str:
        return f"the {node.word}"

    def print_noun_union(self, node: nodes.NounUnion) -> str:
        comma = "," if len(node.nouns.items) > 1 else ""
        return f"{self(node.nouns)}{comma} {node.conjunction} {self(node.last)}"

    def print_noun_list(self, node: nodes.NounList) -> str:
        return ", ".join(self(item) for item in node.items)

    def print_ability_noun(self, node: nodes.AbilityNoun) -> str:
        return node.word

    def print_domain(self, node: nodes.Domain) -> str:
        return node.name if node.symbol is None else f"{node.name} ([{node.symbol}])"

    def print_non_kind(self, node: nodes.NonKind) -> str:
        excluded = node.excluded if isinstance(node.excluded, str) else self(node.excluded)
        return f"non-{excluded}"

    def print_token_kind(self, node: nodes.TokenKind) -> str:
        return node.word

    def print_without_keyword(self, node: nodes.WithoutKeyword) -> str:
        return f"without {self(node.keyword)}"

    def print_that_is(self, node: nodes.ThatIs) -> str:
        state = node.state if isinstance(node.state, str) else self(node.state)
        return f"{node.word} {state}"

    def print_that_chooses(self, node: nodes.ThatChooses) -> str:
        return f"{node.word} chooses {self(node.target)}"

    def print_that_chooses_only(self, node: nodes.ThatChoosesOnly) -> str:
        return f"{node.word} chooses {self(node.target)} {self(node.no_other)}"

    def print_no_other(self, node: nodes.NoOther) -> str:
        return self._join(["and no", node.other, node.controller, node.noun])

    def print_in_combat_with(self, node: nodes.InCombatWith) -> str:
        return f"in combat with {self(node.opponent)}"

    def print_being_chosen_by(self, node: nodes.BeingChosenBy) -> str:
        return f"being chosen by {self(node.chooser)}"

    def print_either_clause(self, node: nodes.EitherClause) -> str:
        return " or ".join(self(item) for item in node.items)

    def print_with_named_tag(self, node: nodes.WithNamedTag) -> str:
        return "with the named tag"

    def print_described(self, node: nodes.Described) -> str:
        return self._join([node.quantity, node.controller, node.qualifier, node.noun])

    def print_you_play(self, node: nodes.YouPlay) -> str:
        return self._join(["you play", node.duration])

    def print_same_controller(self, node: nodes.SameController) -> str:
        total = f" and {self(node.total)}" if node.total else ""
        return f"with the same controller{total}"

    def print_partitive(self, node: nodes.Partitive) -> str:
        return f"{node.word} of {self(node.group)}"

    def print_something(self, node: nodes.Something) -> str:
        return self._join(["something", node.other, node.controlled_by, node.location, node.besides, node.clause])

    def print_besides(self, node: nodes.Besides) -> str:
        return f"besides {self(node.target)}"

    def print_the_chosen(self, node: nodes.TheChosen) -> str:
        return f"the {node.word} {self(node.noun)}"

    def print_the_equipped(self, node: nodes.TheEquipped) -> str:
        return "the equipped unit"

    def print_filtered_place(self, node: nodes.FilteredPlace) -> str:
        return f"{self(node.place)} {self(node.filter)}"

    def print_with_objects(self, node: nodes.WithObjects) -> str:
        return f"with {self(node.objects)}"

    def print_where_there_is(self, node: nodes.WhereThereIs) -> str:
        return f"where {node.words} {self(node.objects)}"

    def print_from_zone(self, node: nodes.FromZone) -> str:
        return f"from {self(node.zone)}"

    def print_place_of(self, node: nodes.PlaceOf) -> str:
        return f"{self(node.owner)}'s {self(node.noun)}"

    def print_keyword(self, node: nodes.Keyword) -> str:
        return f"[{node.name}]" if node.value is None else f"[{node.name} {node.value}]"

    # --- triggers theme: trigger forms and events
    def _subject_is(self, subject: nodes.Node | str) -> str:
        """``I'm`` as printed, or a subject node followed by ``is``."""
        return subject if isinstance(subject, str) else f"{self(subject)} is"

    def print_trigger_while(self, node: nodes.TriggerWhile) -> str:
        return f"when {self(node.event)} while {self(node.condition)}"

    def print_once_each_turn(self, node: nodes.OnceEachTurn) -> str:
        return f"once {node.period}, {self(node.trigger)}"

    def print_conditioned_trigger(self, node: nodes.ConditionedTrigger) -> str:
        return f"{self(node.condition)}, when {self(node.event)}"

    def print_unmarked_phase_point(self, node: nodes.UnmarkedPhasePoint) -> str:
        return self._join([node.boundary, "of", node.owner, node.ordinal, node.phase])

    def print_either_event(self, node: nodes.EitherEvent) -> str:
        return f"{self(node.first)} {node.join} {self(node.second)}"

    def print_passive_event(self, node: nodes.PassiveEvent) -> str:
        return self._join([self._subject_is(node.subject), node.actions, node.source])

    def print_past_actions(self, node: nodes.PastActions) -> str:
        verbs = list(node.verbs)
        if len(verbs) <= 2:
            return " or ".join(verbs)
        return ", ".join(verbs[:-1]) + f", or {verbs[-1]}"

    def print_alone_event(self, node: nodes.AloneEvent) -> str:
        return f"{self(node.subject)} {self(node.verbs)} {node.alone}"

    def print_move_from_event(self, node: nodes.MoveFromEvent) -> str:
        return f"{self(node.subject)} {self(node.verbs)} from {self(node.origin)}"

    def print_event_on(self, node: nodes.EventOn) -> str:
        return f"{self(node.subject)} {self(node.verbs)} {self(node.object)}"

    def print_fight_event(self, node: nodes.FightEvent) -> str:
        return self._join([node.article, node.fight, node.with_me, node.boundary, node.location])

    def print_with_me(self, node: nodes.WithMe) -> str:
        return f"{node.that} {self(node.me)} was in"

    def print_either_action_event(self, node: nodes.EitherActionEvent) -> str:
        return f"you {self(node.verbs)} {self(node.target)}"

    def print_action_verbs(self, node: nodes.ActionVerbs) -> str:
        return " or ".join(node.verbs)

    def print_action_to_event(self, node: nodes.ActionToEvent) -> str:
        return f"you {node.verb} {self(node.target)} to {self(node.destination)}"

    def print_chosen_with_event(self, node: nodes.ChosenWithEvent) -> str:
        return f"you {node.verb} {self(node.target)} {node.words}"

    def print_spend_event(self, node: nodes.SpendEvent) -> str:
        return f"you {self(node.spent)}"

    def print_use_ability_event(self, node: nodes.UseAbilityEvent) -> str:
        return f"you use {node.article} activated ability of {self(node.source)}"

    def print_nth_card_played(self, node: nodes.NthCardPlayed) -> str:
        return f"you play {node.owner} {node.ordinal} card {node.period}"

    def print_nth_card_drawn(self, node: nodes.NthCardDrawn) -> str:
        return f"you draw {node.owner} {node.ordinal} card {node.period}"

    def print_play_to_event(self, node: nodes.PlayToEvent) -> str:
        return f"you play {self(node.card)} {self(node.destination)}"

    def print_play_during_event(self, node: nodes.PlayDuringEvent) -> str:
        return f"you play {self(node.card)} during {node.article} {node.fight}"

    # --- triggers theme: conditions
    def print_is_state(self, node: nodes.IsState) -> str:
        return self._join([self._subject_is(node.subject), node.already, node.states, node.alone])

    def print_unit_states(self, node: nodes.UnitStates) -> str:
        return " or ".join(node.states)

    def print_is_alone(self, node: nodes.IsAlone) -> str:
        return self._join([self._subject_is(node.subject), node.alone, node.location])

    def print_there_is(self, node: nodes.ThereIs) -> str:
        return f"{node.words} {self(node.objects)}"

    def print_you_have(self, node: nodes.YouHave) -> str:
        return f"you have {self(node.objects)}"

    def print_happened(self, node: nodes.Happened) -> str:
        return self._join([node.event, node.during, node.duration])

    def print_during_phase(self, node: nodes.DuringPhase) -> str:
        return f"during {node.owner} {node.phase}"

    def print_did_not_happen(self, node: nodes.DidNotHappen) -> str:
        return f"{self(node.subject)} {node.negation} {node.verb} {node.duration}"

    def print_is_turn(self, node: nodes.IsTurn) -> str:
        return f"{node.subject} {node.owner} {node.phase}"

    def print_was_done_to(self, node: nodes.WasDoneTo) -> str:
        return f"{self(node.subject)} was {node.action} to {self(node.target)} {node.duration}"

    def print_played_from(self, node: nodes.PlayedFrom) -> str:
        return f"you played {self(node.card)} {self(node.source)}"

    def print_lacks_one(self, node: nodes.LacksOne) -> str:
        return self._join([node.subject, node.verb, node.already, "have one"])

    # --- triggers theme: instructions, deck handling, modes
    def print_trailing_condition(self, node: nodes.TrailingCondition) -> str:
        return f"{self(node.instruction)} {self(node.condition)}"

    def print_either(self, node: nodes.Either) -> str:
        return f"{self(node.first)} {node.word} {self(node.second)}"

    def print_burn(self, node: nodes.Burn) -> str:
        return f"{node.verb} {node.amount}]"

    def print_put_into(self, node: nodes.PutInto) -> str:
        return f"put {self(node.cards)} {node.preposition} {self(node.zone)}"

    def print_some_of_them(self, node: nodes.SomeOfThem) -> str:
        return str(node.count)

    def print_choose_new_mode(self, node: nodes.ChooseNewMode) -> str:
        return f"{node.words} {self(node.limit)} {node.link}{self(node.modes)}"

    def print_not_chosen_yet(self, node: nodes.NotChosenYet) -> str:
        return "you haven't already chosen"

    def print_not_chosen_this_turn(self, node: nodes.NotChosenThisTurn) -> str:
        return f"{node.that} hasn't been chosen {node.duration}"

    def print_keyword_definition(self, node: nodes.KeywordDefinition) -> str:
        return f"to {self(node.defined)}, {self(node.effect)}"

    def print_defined_keyword(self, node: nodes.DefinedKeyword) -> str:
        return self._join([node.word, node.amount])

    def print_defined_buff(self, node: nodes.DefinedBuff) -> str:
        return f"{node.verb} {self(node.target)}"

    def print_reveal_target(self, node: nodes.RevealTarget) -> str:
        return f"reveal {self(node.target)}"

    def print_timed_action(self, node: nodes.TimedAction) -> str:
        return f"{self(node.instruction)} {self(node.point)}"

    def print_at_phase(self, node: nodes.AtPhase) -> str:
        return f"at {self(node.point)}"

    def print_end_of_turn(self, node: nodes.EndOfTurn) -> str:
        return node.words

    def print_this_turn_point(self, node: nodes.ThisTurnPoint) -> str:
        return f"the {node.boundary} of {node.duration}"

    def print_not_already(self, node: nodes.NotAlready) -> str:
        return f"{node.subject} not {node.already}"

    def print_not_dealt_damage(self, node: nodes.NotDealtDamage) -> str:
        return f"{self(node.subject)} haven't been dealt damage {node.duration}"

    def print_becomes(self, node: nodes.Becomes) -> str:
        return self._join([node.subject, node.verb, node.status, node.condition])

    def print_based_on_modes(self, node: nodes.BasedOnModes) -> str:
        head = self._join([node.then, "do", node.one_of, "the following based on", node.basis])
        return f"{head}:{self(node.modes)}"

    def print_card_type_basis(self, node: nodes.CardTypeBasis) -> str:
        return f"the {node.action} card's type"

    def print_domain_basis(self, node: nodes.DomainBasis) -> str:
        return "its domain"

    def print_keyed_modes(self, node: nodes.KeyedModes) -> str:
        return "".join(f"\n• {self(mode)}" for mode in node.modes)

    def print_keyed_mode(self, node: nodes.KeyedMode) -> str:
        key = node.key if isinstance(node.key, str) else self(node.key)
        return self._with_reminder(f"{key} {node.link} {self(node.effect)}", node.reminder)

    def print_also_at(self, node: nodes.AlsoAt) -> str:
        return f"{node.subject} also {self(node.location)}"

    def print_not_a_kind(self, node: nodes.NotAKind) -> str:
        return f"{self(node.objects)} aren't {self(node.kind)}"

    def print_win_definition(self, node: nodes.WinDefinition) -> str:
        return f"{self(node.subject)} win if {self(node.survivor)} remain after combat"

    def print_put_unchosen_back(self, node: nodes.PutUnchosenBack) -> str:
        return f"put {node.those} you {node.negation} back in any order"

    def print_name_card(self, node: nodes.NameCard) -> str:
        return f"name {node.article} {node.noun}"

    def print_put_on_deck(self, node: nodes.PutOnDeck) -> str:
        return f"put {self(node.card)} on the top or bottom of {node.owner} Main Deck"

    def print_one_or_both(self, node: nodes.OneOrBoth) -> str:
        return f"{node.one} or both of {node.ref}"

    def print_each_of_them(self, node: nodes.EachOfThem) -> str:
        return node.word

    def print_played_from_hiding(self, node: nodes.PlayedFromHiding) -> str:
        source = node.source if isinstance(node.source, str) else self(node.source)
        return f"from {source}"

    def print_during_event(self, node: nodes.DuringEvent) -> str:
        return f"{self(node.event)} {self(node.during)}"

    def print_in_fight_event(self, node: nodes.InFightEvent) -> str:
        return f"{self(node.subject)} {self(node.verbs)} in {node.fight}"

    def print_has_happened(self, node: nodes.HasHappened) -> str:
        return f"{self(node.subject)} {node.have} {node.verb} {node.duration}"

    def print_done_this_turn(self, node: nodes.DoneThisTurn) -> str:
        return f"you've {node.verb} {self(node.target)} {node.duration}"

    def print_gained_xp_this_turn(self, node: nodes.GainedXpThisTurn) -> str:
        return f"you've gained {node.unit} {node.duration}"

    def print_move_to_or_from(self, node: nodes.MoveToOrFrom) -> str:
        return f"move {self(node.target)} to or from {self(node.place)}"

    def print_reveal_until(self, node: nodes.RevealUntil) -> str:
        return f"reveal {self(node.noun)} from the top of {node.owner} Main Deck until you reveal {self(node.until)}"

    def print_action_this_way_event(self, node: nodes.ActionThisWayEvent) -> str:
        return f"you {node.verb} {self(node.target)} this way"

    def print_after_attack_event(self, node: nodes.AfterAttackEvent) -> str:
        return f"{self(node.subject)} {self(node.verbs)} after {node.article} attack"

    def print_you_revealed(self, node: nodes.YouRevealed) -> str:
        return f"you revealed {self(node.cards)}"

    def print_could_not_this_way(self, node: nodes.CouldNotThisWay) -> str:
        return f"you couldn't {self(node.instruction)} this way"

    def print_do_this(self, node: nodes.DoThis) -> str:
        return f"do this: {self(node.instruction)}"

    def print_alone_definition(self, node: nodes.AloneDefinition) -> str:
        return f"{node.subject} {node.alone} {self(node.condition)}"

    def print_player_event_with(self, node: nodes.PlayerEventWith) -> str:
        return self._join(["you", node.verb, node.location, "with", node.units])

    def print_top_runes(self, node: nodes.TopRunes) -> str:
        return self._join(["the top", node.count, node.noun, "of", node.owner, "rune deck"])

    def print_activated_modal(self, node: nodes.ActivatedModal) -> str:
        return f"{self(node.costs)}: {self._join([node.timing, node.effect])}"

    def print_as_revealed(self, node: nodes.AsRevealed) -> str:
        return f"as {node.subject} revealed from your deck"

    def print_there_is_none(self, node: nodes.ThereIsNone) -> str:
        return f"{node.words} no {self(node.objects)}"

    def print_was_a(self, node: nodes.WasA) -> str:
        return self._join([node.subject, "was", node.article, node.controller, node.noun])

    def print_was_status(self, node: nodes.WasStatus) -> str:
        return f"{self(node.subject)} was {self(node.status)}"

    def print_not_chosen_by_you_this_turn(self, node: nodes.NotChosenByYouThisTurn) -> str:
        return f"you've not chosen {node.duration}"

    def print_is_attachment(self, node: nodes.IsAttachment) -> str:
        return f"{self._subject_is(node.subject)} {node.state}"

    def print_is_keyword(self, node: nodes.IsKeyword) -> str:
        return f"{self(node.subject)} is {self(node.status)}"

    def print_either_player_event(self, node: nodes.EitherPlayerEvent) -> str:
        return self._join(["you", node.first, "or", node.second, node.location])

    def print_not_alone_definition(self, node: nodes.NotAloneDefinition) -> str:
        return f"{self(node.subject)} wasn't {node.alone} {self(node.condition)}"

    def print_there_is_alone(self, node: nodes.ThereIsAlone) -> str:
        return self._join([node.words, node.objects, node.alone, node.location])

    def print_is_state_with(self, node: nodes.IsStateWith) -> str:
        return f"{self._subject_is(node.subject)} {self(node.states)} with {self(node.other)}"

    def print_did_not_happen_alone(self, node: nodes.DidNotHappenAlone) -> str:
        return f"{self(node.subject)} {node.negation} {node.verb} {node.alone}"

    def print_to_give(self, node: nodes.ToGive) -> str:
        return f"to give {self(node.target)} {node.duration}"

    def print_when_for_nth_time(self, node: nodes.WhenForNthTime) -> str:
        return f"when {self(node.event)} for the {node.ordinal} time {node.period}"

    def print_passive_to_event(self, node: nodes.PassiveToEvent) -> str:
        return f"{self(node.subject)} is {node.action} to {self(node.destination)}"

    def print_controls_this(self, node: nodes.ControlsThis) -> str:
        return f"you control {node.word} {node.noun}"

    def print_card_is_a(self, node: nodes.CardIsA) -> str:
        return f"the {node.action} {self(node.card)} is {node.article} {self(node.noun)}"

    def print_the_remaining(self, node: nodes.TheRemaining) -> str:
        return f"the remaining {self(node.noun)}"

    def print_one_on_one_event(self, node: nodes.OneOnOneEvent) -> str:
        return f"{self(node.subject)} {self(node.verbs)} {node.words}"

    def print_trigger_again(self, node: nodes.TriggerAgain) -> str:
        return self._join([node.effects, node.scope, f"trigger {node.article} additional time"])

    def print_effects_also(self, node: nodes.EffectsAlso) -> str:
        return f"{self(node.effects)} are also {node.kind} {node.word}, and vice versa"

    def print_effects_of_kind(self, node: nodes.EffectsOfKind) -> str:
        return f"{node.owner} {node.kind} {node.word}"

    def print_for_doing_here(self, node: nodes.ForDoingHere) -> str:
        return f"for {node.action} here"

    def print_activate_effects(self, node: nodes.ActivateEffects) -> str:
        return f"activate the {node.kind} {node.word} of {self(node.source)}"

    def print_detach(self, node: nodes.Detach) -> str:
        unit = f"from {self(node.unit)}" if node.unit else None
        return self._join([node.verb, node.target, unit])

    def print_one_of_them(self, node: nodes.OneOfThem) -> str:
        return node.word

    def print_from_among(self, node: nodes.FromAmong) -> str:
        return f"{self(node.objects)} from among {node.among}"

    def print_count_or_more(self, node: nodes.CountOrMore) -> str:
        return f"{node.count}+"

    # --- events, conditions, replacements and players as actors (wave 4)
    def print_static_replacement(self, node: nodes.StaticReplacement) -> str:
        return self._with_reminder(f"{self(node.statement)}. {self(node.replacement)}.", node.reminder)

    def print_conditioned_phase_trigger(self, node: nodes.ConditionedPhaseTrigger) -> str:
        return f"{self(node.condition)} {self(node.at)}"

    def print_player_chooses_event(self, node: nodes.PlayerChoosesEvent) -> str:
        return self._join([node.player, "chooses", node.target, node.with_spell])

    def print_look_event(self, node: nodes.LookEvent) -> str:
        return f"you look at {self(node.cards)} {self(node.not_drawing)} and see {self(node.seen)}"

    def print_deck_top_cards(self, node: nodes.DeckTopCards) -> str:
        return f"{self(node.noun)} from the top of your deck"

    def print_not_drawing(self, node: nodes.NotDrawing) -> str:
        return f"(and {node.dont} draw {self(node.cards)})"

    def print_this_kills(self, node: nodes.ThisKills) -> str:
        return f"{self(node.subject)} kills {self(node.victim)}"

    def print_done_twice(self, node: nodes.DoneTwice) -> str:
        return f"{self(node.subject)} {node.have} {node.action} twice {node.duration}"

    def print_less_might_than(self, node: nodes.LessMightThan) -> str:
        return f"{self(node.subject)} {node.have} {node.comparative} {node.might_word} than {self(node.other)}"

    def print_controls_fewer(self, node: nodes.ControlsFewer) -> str:
        return f"you control {node.comparative} {self(node.kinds)} than {self(node.player)}"

    def print_has_all_tags(self, node: nodes.HasAllTags) -> str:
        return (f"{self(node.subject)} {node.have} {node.all} of the following tags among "
                f"{self(node.among)} {node.link} {self(node.tags)}")

    def print_has_tag_count(self, node: nodes.HasTagCount) -> str:
        return f"{self(node.subject)} {node.have} {node.all} {node.count} tags"

    def print_fight_tie(self, node: nodes.FightTie) -> str:
        return f"{node.article} {node.fight} {self(node.where)} {node.boundary} in a tie"

    def print_where_you_are(self, node: nodes.WhereYouAre) -> str:
        return f"where you are the {node.role}"

    def print_both_moved(self, node: nodes.BothMoved) -> str:
        destination = f"to {self(node.destination)}" if node.destination else None
        return self._join([node.subjects, "both", node.verb, destination])

    def print_you_win_if_only(self, node: nodes.YouWinIfOnly) -> str:
        return f"{self(node.player)} win if only {self(node.survivors)} remain after combat"

    def print_not_a_place(self, node: nodes.NotAPlace) -> str:
        return f"{self(node.zone)} are not {self(node.kind)}"

    def print_is_the_role(self, node: nodes.IsTheRole) -> str:
        return f"{node.subject} the {node.role}"

    def print_ties_after_damage(self, node: nodes.TiesAfterDamage) -> str:
        return "ties are calculated after combat damage is dealt"

    def print_extra_damage_allowed(self, node: nodes.ExtraDamageAllowed) -> str:
        return (f"{self(node.players)} can assign {self(node.target)} extra combat damage to kill "
                f"{self(node.victim)}")

    def print_player_would(self, node: nodes.PlayerWould) -> str:
        return self._join([node.player, "would", node.action, node.condition])

    def print_if_player_would(self, node: nodes.IfPlayerWould) -> str:
        return self._join(["if", node.event, node.duration])

    def print_once_if_would(self, node: nodes.OnceIfWould) -> str:
        return f"once {node.each_turn}, if {self(node.event)}"

    def print_would_play(self, node: nodes.WouldPlay) -> str:
        return f"play {self(node.target)}"

    def print_reveal_from_deck(self, node: nodes.RevealFromDeck) -> str:
        return f"reveal {self(node.cards)} from {node.article} deck"

    def print_score_from(self, node: nodes.ScoreFrom) -> str:
        return self._join(["score", node.amount, node.noun, node.ways, node.turns])

    def print_scoring_ways(self, node: nodes.ScoringWays) -> str:
        return "from " + " or ".join(node.ways)

    def print_during_turns(self, node: nodes.DuringTurns) -> str:
        return f"during {node.owner} {self(node.ordinals)} {node.phase}"

    def print_would_acts(self, node: nodes.WouldActs) -> str:
        *first, last = (self(act) for act in node.acts)
        return f"{', '.join(first)}, or {last}"

    def print_give_loss(self, node: nodes.GiveLoss) -> str:
        return f"give {self(node.target)} {self(node.loss)}"

    def print_give_loss_to(self, node: nodes.GiveLossTo) -> str:
        return f"give {self(node.loss)} to {self(node.target)}"

    def print_might_loss(self, node: nodes.MightLoss) -> str:
        return "-[M]"

    def print_gives_additional(self, node: nodes.GivesAdditional) -> str:
        return f"{self(node.subject)} gives {self(node.amount)}"

    def print_double_damage(self, node: nodes.DoubleDamage) -> str:
        return f"double {self(node.damage)}"

    def print_main_deck(self, node: nodes.MainDeck) -> str:
        return f"{node.owner} Main Deck"

    def print_unless_instruction(self, node: nodes.UnlessInstruction) -> str:
        return f"{self(node.instruction)} {self(node.unless)}"

    def print_unless_does(self, node: nodes.UnlessDoes) -> str:
        return f"unless {self(node.player)} {self._third_person(node.action)}"

    def print_role_player(self, node: nodes.RolePlayer) -> str:
        return f"the {node.role}"

    def print_have_do(self, node: nodes.HaveDo) -> str:
        return f"have {self(node.player)} {self(node.instruction)}"

    def print_optional_move_with(self, node: nodes.OptionalMoveWith) -> str:
        return f"{self(node.subject)} may be moved with {self(node.leader)}"

    def print_can_look_at(self, node: nodes.CanLookAt) -> str:
        return f"you can look at {self(node.target)} {node.duration}"

    def print_no_kill_this_way(self, node: nodes.NoKillThisWay) -> str:
        return f"{self(node.players)} {node.dont} kill {self(node.target)} this way"

    def print_pay_xp(self, node: nodes.PayXp) -> str:
        return f"pay {node.amount} {node.xp}"

    def print_any_not_played(self, node: nodes.AnyNotPlayed) -> str:
        return "any you did not play this way"

    def print_look_first(self, node: nodes.LookFirst) -> str:
        return f"look at the top {self(node.noun)} {node.order}"

    def print_return_even_if(self, node: nodes.ReturnEvenIf) -> str:
        return f"{self(node.instruction)} {self(node.aside)}"

    def print_even_if_gone(self, node: nodes.EvenIfGone) -> str:
        return f"(even if {node.subject} no longer on the board)"

    def print_other_than_mine(self, node: nodes.OtherThanMine) -> str:
        return "other than mine"

    def print_killed_by_self(self, node: nodes.KilledBySelf) -> str:
        return f"{self(node.subject)} kills"

    def print_past_this_way(self, node: nodes.PastThisWay) -> str:
        return f"{node.action} this way"

    def print_not_controlled_by(self, node: nodes.NotControlledBy) -> str:
        return f"you {node.dont} control"

    def print_not_yet_chosen(self, node: nodes.NotYetChosen) -> str:
        return f"{node.that} hasn't been chosen for {node.self_word} {node.noun}"

    def print_chosen_by_it(self, node: nodes.ChosenByIt) -> str:
        return f"{node.chooser} chooses"

    def print_activated_noun(self, node: nodes.ActivatedNoun) -> str:
        return f"activated {node.noun}"

    def print_might_of_chosen(self, node: nodes.MightOfChosen) -> str:
        return f"{self(node.chosen)}'s {node.word}"

    def print_kind_costs(self, node: nodes.KindCosts) -> str:
        return f"{node.kind} {node.noun}"

    def print_target_series(self, node: nodes.TargetSeries) -> str:
        *first, last = (self(target) for target in node.targets)
        return f"{', '.join(first)}, and {last}"

    def print_from_among_with(self, node: nodes.FromAmongWith) -> str:
        return f"{self(node.choice)} from among {node.ref} {self(node.filter)}"

    def print_additional_copy(self, node: nodes.AdditionalCopy) -> str:
        return f"{node.article} additional copy of {self(node.original)}"

    def print_might_up_to(self, node: nodes.MightUpTo) -> str:
        return (f"{node.that} has {node.might_word} {node.up_to} {node.amount} {node.comparative} than "
                f"{self(node.other)}")

    # --- wave 4, effects
    def print_this_card(self, node: nodes.ThisCard) -> str:
        return f"{node.word} {self(node.noun)}"

    def print_single_place(self, node: nodes.SinglePlace) -> str:
        return f"{node.article} single {self(node.noun)}"

    def print_owned_by_you(self, node: nodes.OwnedByYou) -> str:
        return "you own"

    def print_controlled_by_allies(self, node: nodes.ControlledByAllies) -> str:
        return "you or allies control"

    def print_attached_to(self, node: nodes.AttachedTo) -> str:
        return f"attached to {self(node.unit)}"

    def print_banished_with(self, node: nodes.BanishedWith) -> str:
        return f"banished with {self(node.source)}"

    def print_token_origin(self, node: nodes.TokenOrigin) -> str:
        return f"from {node.name}"

    def print_bracketed_might(self, node: nodes.BracketedMight) -> str:
        return f"[{node.amount}] [M]"

    def print_ready_or_exhaust(self, node: nodes.ReadyOrExhaust) -> str:
        return f"ready or exhaust {self(node.target)}"

    def print_become_copies(self, node: nodes.BecomeCopies) -> str:
        return f"{self(node.subject)} become copies of {self(node.original)}"


    def print_the_place(self, node: nodes.ThePlace) -> str:
        return f"the {self(node.noun)}"

    def print_origins(self, node: nodes.Origins) -> str:
        return " or ".join(self(place) for place in node.places)

    def print_the_board(self, node: nodes.TheBoard) -> str:
        return "the board"

    def print_chosen_champion(self, node: nodes.ChosenChampion) -> str:
        return f"{node.owner} {node.words}"

    def print_location_of(self, node: nodes.LocationOf) -> str:
        return f"the location of {self(node.target)}"

    def print_the_paid(self, node: nodes.ThePaid) -> str:
        return f"the {self(node.noun)} you exhausted to pay for {node.ability}"

    def print_with_name_in(self, node: nodes.WithNameIn) -> str:
        return f"{self(node.name)} {self(node.location)}"

    def print_fight_location(self, node: nodes.FightLocation) -> str:
        return f"{node.preposition} {node.article} {node.fight}"

    def print_the_described(self, node: nodes.TheDescribed) -> str:
        return f"the {node.controller} {self(node.noun)}"

    def print_self_moved(self, node: nodes.SelfMoved) -> str:
        return f"{node.word} moved to or from"

    def print_replaced_one(self, node: nodes.ReplacedOne) -> str:
        return f"the {self(node.noun)} {node.replacer} replaced"

    def print_named_token(self, node: nodes.NamedToken) -> str:
        return f"the {node.name} {node.noun}"

    def print_put_from(self, node: nodes.PutFrom) -> str:
        return f"put {self(node.card)} into {self(node.zone)} from {self(node.origins)}"

    def print_deal_only(self, node: nodes.DealOnly) -> str:
        return f"deal {node.amount}"

    def print_additional_bonus_damage(self, node: nodes.AdditionalBonusDamage) -> str:
        return self._join([f"{node.source} deals {node.amount} additional Bonus Damage", node.scale])

    def print_has_dealt_damage(self, node: nodes.HasDealtDamage) -> str:
        return f"{self(node.card)} {node.verb} dealt {node.damage} {node.duration}"

    def print_others_place(self, node: nodes.OthersPlace) -> str:
        return f"the {node.other}'s {self(node.noun)}"

    def print_give_more(self, node: nodes.GiveMore) -> str:
        return f"{self(node.grant)} {node.duration}"

    def print_comma_both(self, node: nodes.CommaBoth) -> str:
        return f"{self(node.first)}, and {self(node.second)}"

    def print_play_window(self, node: nodes.PlayWindow) -> str:
        return f"from {self(node.origin)} {node.duration}"

    def print_play_again(self, node: nodes.PlayAgain) -> str:
        return f"again for {self(node.cost)}"

    def print_without_paying(self, node: nodes.WithoutPaying) -> str:
        return f" without paying {self(node.cost)}"  # a cost waiver is printed right after the play

    def print_after_event(self, node: nodes.AfterEvent) -> str:
        return f"{self(node.instruction)} after {self(node.event)}"

    def print_quoted_sentence(self, node: nodes.QuotedSentence) -> str:
        head = f"{node.duration}, " if node.duration else ""
        return head + self(node.instruction)  # the quoted ability's full stop ends the sentence

    def print_give_quoted(self, node: nodes.GiveQuoted) -> str:
        return f"give {self(node.target)} {self(node.ability)}"

    def print_replace(self, node: nodes.Replace) -> str:
        return f"replace {self(node.target)} with {self(node.replacement)}"

    def print_add_token(self, node: nodes.AddToken) -> str:
        return self._join(["add", node.token, "to", node.board, node.condition])

    def print_cost_of_that(self, node: nodes.CostOfThat) -> str:
        return self._join([f"{self(node.owner)}'s", node.kind, "cost"])

    def print_cost_than(self, node: nodes.CostThan) -> str:
        return f"{node.comparative} than {self(node.amount)}"

    def print_cost_compared(self, node: nodes.CostCompared) -> str:
        return f"{node.word} {node.verb} {self(node.limits)} than {self(node.other)}"

    def print_kind_limits(self, node: nodes.KindLimits) -> str:
        return " and ".join(self(limit) for limit in node.limits)

    def print_kind_limit(self, node: nodes.KindLimit) -> str:
        return f"{node.bound} {node.kind}"

    def print_conditioned_quoted(self, node: nodes.ConditionedQuoted) -> str:
        return f"{self(node.condition)}, {self(node.statement)}"

    # --- statics, wave 4
    def print_even_if(self, node: nodes.EvenIf) -> str:
        return f"even if {self(node.test)}"

    def print_play_only_to(self, node: nodes.PlayOnlyTo) -> str:
        return f"play {self(node.card)} only {self(node.destination)}"

    def print_playing_elsewhere(self, node: nodes.PlayingElsewhere) -> str:
        return f"play {self(node.card)} anywhere else"

    def print_noted_may(self, node: nodes.NotedMay) -> str:
        return f"{node.words} {self(node.play)} ({_NO_CAPITAL}{self(node.note)})"

    def print_you_lack(self, node: nodes.YouLack) -> str:
        return f"you {node.verb} have {self(node.objects)}"

    def print_gains_tag(self, node: nodes.GainsTag) -> str:
        return f"{self(node.subject)} {node.verb} {node.that} tag"

    def print_tag_examples(self, node: nodes.TagExamples) -> str:
        return f"for example, {self(node.names)} are tags"

    def print_copy_when_played(self, node: nodes.CopyWhenPlayed) -> str:
        return f"{self(node.subject)} become a copy of {self(node.original)} when played"

    def print_no_play_effects(self, node: nodes.NoPlayEffects) -> str:
        return f"{self(node.subject)} {node.verb} get {self(node.source)}'s play {node.effects}"

    def print_played_this_turn_enter(self, node: nodes.PlayedThisTurnEnter) -> str:
        return f"{self(node.noun)} {node.played} {node.verb} {node.state}"

    def print_choose_tag(self, node: nodes.ChooseTag) -> str:
        return f"choose {self(node.tags)}"

    def print_name_tag(self, node: nodes.NameTag) -> str:
        return f"name {node.article} tag"

    def print_unstopped_sentence(self, node: nodes.UnstoppedSentence) -> str:
        return self(node.instruction)

    def print_activated_of(self, node: nodes.ActivatedOf) -> str:
        return f"or activated abilities of {self(node.target)}"

    def print_includes_note(self, node: nodes.IncludesNote) -> str:
        return f"{node.word} includes {node.role}"

    def print_aside(self, node: nodes.Aside) -> str:
        return f"{self(node.statement)} ({_NO_CAPITAL}{self(node.note)})"

    def print_including(self, node: nodes.Including) -> str:
        return f"including {self(node.ref)}"

    def print_run_on_statements(self, node: nodes.RunOnStatements) -> str:
        return f"{self(node.first)}.{self(node.second)}"

    def print_and_enters(self, node: nodes.AndEnters) -> str:
        return f"{self(node.statement)} and {node.verb} {node.state}"

    def print_and_cant(self, node: nodes.AndCant) -> str:
        return self._join([node.statement, "and can't", node.forbidden, node.unless])

    def print_has_tag(self, node: nodes.HasTag) -> str:
        return f"{node.subject} {node.article} {self(node.tag)}"

    def print_own_use_restriction(self, node: nodes.OwnUseRestriction) -> str:
        return f"use {node.owner} abilities only {self(node.limit)}"

    def print_extra_add(self, node: nodes.ExtraAdd) -> str:
        return f"{self(node.subject)} {node.verb} {node.article} additional {self(node.amount)}"

    def print_ignores_while_paying(self, node: nodes.IgnoresWhilePaying) -> str:
        return self._join([node.players, "ignore", node.keyword, "while paying", node.paid])

    def print_paying_for(self, node: nodes.PayingFor) -> str:
        return f"for {self(node.sources)}"

    def print_sources_doing(self, node: nodes.SourcesDoing) -> str:
        return f"{self(node.sources)} {node.verb} {self(node.target)}"

    def print_channel_limit(self, node: nodes.ChannelLimit) -> str:
        return f"{self(node.players)} only channel {node.count} {self(node.noun)} {self(node.time)}"

    def print_keyword_effects_dont_trigger(self, node: nodes.KeywordEffectsDontTrigger) -> str:
        return self._join([node.owner, node.keyword, node.effects, node.location, node.verb, "trigger"])

    def print_during_showdowns_statement(self, node: nodes.DuringShowdownsStatement) -> str:
        return self._join(["during showdowns", node.location]) + f", {self(node.statement)}"

    def print_can_conquer_and_hold(self, node: nodes.CanConquerAndHold) -> str:
        return f"{self(node.noun)} with {self(node.might)} can conquer and hold"

    def print_can_move_from_anywhere(self, node: nodes.CanMoveFromAnywhere) -> str:
        return f"{self(node.subject)} can move {self(node.destination)} from anywhere"

    def print_move_tax(self, node: nodes.MoveTax) -> str:
        return (f"opponents must pay {self(node.cost)} for {node.each} {self(node.noun)} beyond the first to move "
                f"multiple {self(node.moved)} to {self(node.destination)} at the same time")

    def print_joined_statements(self, node: nodes.JoinedStatements) -> str:
        return f"{self(node.first)}{node.joiner if node.joiner.startswith(',') else ' ' + node.joiner} {self(node.second)}"

    def print_gives(self, node: nodes.Gives) -> str:
        return f"{self(node.subject)} give {self(node.grants)}"

    def print_buff_bonus(self, node: nodes.BuffBonus) -> str:
        return f"buffs give {self(node.bonus)} to {self(node.target)}"

    def print_unpunctuated_minimum(self, node: nodes.UnpunctuatedMinimum) -> str:
        return f" to a minimum of {self(node.amount)}"

    def print_has_abilities(self, node: nodes.HasAbilities) -> str:
        return f"{self(node.subject)} {node.verb} {self(node.abilities)}"

    def print_abilities_of(self, node: nodes.AbilitiesOf) -> str:
        return f"{node.all} [E] abilities of {self(node.target)}"

    def print_has_costed_keyword(self, node: nodes.HasCostedKeyword) -> str:
        return self._join([node.subject, node.verb, node.keyword, node.condition])

    def print_keyword_with_cost(self, node: nodes.KeywordWithCost) -> str:
        return f"{self(node.keyword)} {self(node.cost)}"

    def print_didnt_already(self, node: nodes.DidntAlready) -> str:
        return f"{self(node.subject)} {node.verb} {node.already}"

    def print_equipped_is_role(self, node: nodes.EquippedIsRole) -> str:
        return f"equipped unit is {node.article} {node.role}"

    def print_you_chose(self, node: nodes.YouChose) -> str:
        return f"you choose {self(node.target)}"

    def print_starting_with(self, node: nodes.StartingWith) -> str:
        return f"start the game with {self(node.target)}"

    def print_reduce_cost_by(self, node: nodes.ReduceCostBy) -> str:
        return f"reduce {self(node.cost)} by {self(node.amount)}"

    def print_played_tag(self, node: nodes.PlayedTag) -> str:
        return f"{node.name} {self(node.played)}"

    def print_first_played(self, node: nodes.FirstPlayed) -> str:
        return self._join(["the", node.ordinal, node.controller, node.qualifier, node.noun, "played", node.period])

    def print_activated_ability_kind(self, node: nodes.ActivatedAbilityKind) -> str:
        return f"{self(node.noun)} activated ability"

    def print_state_after_controller(self, node: nodes.StateAfterController) -> str:
        return node.state

    def print_hidden_kind(self, node: nodes.HiddenKind) -> str:
        return node.word

    def print_that_are(self, node: nodes.ThatAre) -> str:
        state = node.state if isinstance(node.state, str) else self(node.state)
        return f"{node.word} are {state}"

    def print_friendly_to(self, node: nodes.FriendlyTo) -> str:
        return f"{node.controller} to it"

    def print_done_by_you(self, node: nodes.DoneByYou) -> str:
        return self._join(["you", node.verb, node.duration])

    def print_played_by_you(self, node: nodes.PlayedByYou) -> str:
        return f"you've played {node.duration}"

    def print_chosen_by_you(self, node: nodes.ChosenByYou) -> str:
        return "you choose"

    def print_you_are_acting(self, node: nodes.YouAreActing) -> str:
        return f"you're {node.state}"

    def print_where_played(self, node: nodes.WherePlayed) -> str:
        return f"played {self(node.source)}"

    def print_you_play_from(self, node: nodes.YouPlayFrom) -> str:
        return f"you play {self(node.source)}"

    def print_those_choose(self, node: nodes.ThoseChoose) -> str:
        return f"{node.word} choose {self(node.target)}"

    def print_the_one_by_you(self, node: nodes.TheOneByYou) -> str:
        return f"the {self(node.noun)} {self(node.clause)}"

    # --- the last constructs of the corpus

    def print_tracks_xp(self, node: nodes.TracksXp) -> str:
        return f"track gained {node.resource} here."

    def print_bonuses_by_keyword(self, node: nodes.BonusesByKeyword) -> str:
        return f"some cards get bonuses based on your {self(node.keyword)}."

    def print_xp_spending_note(self, node: nodes.XpSpendingNote) -> str:
        return f"some cards can spend {node.resource} for powerful effects."

    def print_doubled_stop_sentence(self, node: nodes.DoubledStopSentence) -> str:
        return f"{self(node.instruction)}.."

    def print_is_only(self, node: nodes.IsOnly) -> str:
        subject = self._subject_is(node.subject)
        return self._join([subject, "the only", node.controller, node.noun, node.controlled_by, node.location])

    def print_is_empty(self, node: nodes.IsEmpty) -> str:
        return f"{node.subject} empty"

    def print_one_of_them_has(self, node: nodes.OneOfThemHas) -> str:
        return f"at least {node.count} of {self(node.objects)} {node.have} {self(node.keyword)}"

    def print_not_there_already(self, node: nodes.NotThereAlready) -> str:
        return f"{node.subject} not {node.there} {node.already}"

    def print_enemies_at(self, node: nodes.EnemiesAt) -> str:
        return self._join([node.other, "enemies are", node.location])

    def print_done_twice_this_turn(self, node: nodes.DoneTwiceThisTurn) -> str:
        return f"you've {node.verb} {self(node.target)} twice {node.duration} {node.means}"

    def print_enters_there(self, node: nodes.EntersThere) -> str:
        return f"{self(node.subject)} {node.verb} {self(node.place)}"

    def print_swapped_back(self, node: nodes.SwappedBack) -> str:
        return f"{self(node.subject)} can be swapped back when scored"

    def print_play_here(self, node: nodes.PlayHere) -> str:
        return f"play {self(node.card)} {self(node.place)}"

    def print_start_combat(self, node: nodes.StartCombat) -> str:
        return "start a combat"

    def print_conquer(self, node: nodes.Conquer) -> str:
        return "conquer"

    def print_zone_pair(self, node: nodes.ZonePair) -> str:
        return f"{node.owner} {node.first} and {node.second}"

    def print_in_named_place(self, node: nodes.InNamedPlace) -> str:
        return f"in {node.name}"


def print_text(node: nodes.Node) -> str:
    """Canonical text of a parsed card text (or any node)."""
    return Printer()(node).replace(_NO_CAPITAL, "")

