"""Printing what passive abilities say, and conditions (Core Rules 363, 393): one ``print_<rule>``
function per node class of ``riftc.nodes.statements``, in the order of the grammar's sections."""

from __future__ import annotations

from riftc import nodes
from riftc.printer.base import Printer, NO_CAPITAL, subject_is



# --- statements (passive abilities) ---------------------------------------------------------------
def print_can_be_played(p: Printer, node: nodes.CanBePlayed) -> str:
    alternative = f"or {p(node.alternative)}" if node.alternative else None
    return p.join([node.subject, "can be played", node.destination, alternative, node.condition])


def print_has(p: Printer, node: nodes.Has) -> str:
    return p.join([node.subject, node.verb, node.grants, node.scope, node.condition]) + p(node.minimum)


def print_buff_grant(p: Printer, node: nodes.BuffGrant) -> str:
    return f"{node.article} {p(node.might)} buff"


def print_grants(p: Printer, node: nodes.Grants) -> str:
    return " and ".join(p(item) for item in node.items)


def print_grant_series(p: Printer, node: nodes.GrantSeries) -> str:
    head = ", ".join(p(item) for item in node.items[:-1])
    return f"{head}, and {p(node.items[-1])}"


def print_quoted_ability(p: Printer, node: nodes.QuotedAbility) -> str:
    return f'"{p(node.ability)}"'


def print_enters(p: Printer, node: nodes.Enters) -> str:
    return p.join([node.subject, node.verb, node.state, node.condition])


def print_cost_change(p: Printer, node: nodes.CostChange) -> str:
    text = p.join([node.subject, node.verb, node.amount, node.direction, node.purpose, node.scale])
    return p.join([text + p(node.minimum), node.second, node.condition])


def print_second_change(p: Printer, node: nodes.SecondChange) -> str:
    return p.join(["and", node.amount, node.direction, node.scale])


def print_each_cost_unit(p: Printer, node: nodes.EachCostUnit) -> str:
    return f"{node.each} {node.kind} {node.ref} {node.verb}"


def print_cost_reduced(p: Printer, node: nodes.CostReduced) -> str:
    return p.join([node.cost, node.verb, "reduced by", node.amount]) + p(node.minimum)


def print_extra_keyword_triggers(p: Printer, node: nodes.ExtraKeywordTriggers) -> str:
    return f"{p(node.owner)} {p(node.keyword)} {node.effects} trigger an additional time"


def print_has_status(p: Printer, node: nodes.HasStatus) -> str:
    return node.status


def print_is_unattached(p: Printer, node: nodes.IsUnattached) -> str:
    return p.join([node.subject, "unattached"])


def print_to_play_from(p: Printer, node: nodes.ToPlayFrom) -> str:
    return p.join(["to play", node.source])


def print_this_ability(p: Printer, node: nodes.ThisAbility) -> str:
    return node.words


def print_next_you_play(p: Printer, node: nodes.NextYouPlay) -> str:
    return p.join(["the", node.ordinal, node.noun, node.played])


def print_your_next(p: Printer, node: nodes.YourNext) -> str:
    return p.join([node.words, node.noun, node.duration])


def print_optional_costs(p: Printer, node: nodes.OptionalCosts) -> str:
    return "optional additional costs you pay"


def print_keyword_costs(p: Printer, node: nodes.KeywordCosts) -> str:
    owner = f"of {p(node.owner)}" if node.owner else None
    return p.join([node.controller, node.keyword, node.noun, owner])


def print_free_hiding(p: Printer, node: nodes.FreeHiding) -> str:
    return f"you can hide {p(node.noun)} ignoring costs {node.duration}"


def print_for_each(p: Printer, node: nodes.ForEach) -> str:
    return f"for {p(node.counted)}"


def print_damage_order(p: Printer, node: nodes.DamageOrder) -> str:
    return f"{p(node.subject)} must be assigned combat damage {node.order}"


def print_can_move_between_battlefields(p: Printer, node: nodes.CanMoveBetweenBattlefields) -> str:
    return f"{p(node.subject)} can move from battlefield to battlefield"


def print_any_number_of_buffs(p: Printer, node: nodes.AnyNumberOfBuffs) -> str:
    return f"{p(node.subject)} can have {node.words} buffs"


def print_deflect_tax(p: Printer, node: nodes.DeflectTax) -> str:
    return f"opponents must pay {p(node.cost)} to choose {p(node.target)} {node.words}"


def print_conditional_bonus(p: Printer, node: nodes.ConditionalBonus) -> str:
    return p.join([node.bonus, node.condition, node.scale])


def print_action_timing(p: Printer, node: nodes.ActionTiming) -> str:
    return node.words


def print_reaction_timing(p: Printer, node: nodes.ReactionTiming) -> str:
    if node.destination is None:
        return node.words
    return f"{node.words}, including to {p(node.destination)}"


def print_hide_timing(p: Printer, node: nodes.HideTiming) -> str:
    return f"hide now for {p(node.hide_cost)} to react with later for {p(node.play_cost)}"


def print_deck_limit(p: Printer, node: nodes.DeckLimit) -> str:
    return f"your deck can have only {node.count} card with this name"


def print_no_combat_damage(p: Printer, node: nodes.NoCombatDamage) -> str:
    return p.join([node.subject, node.verb, "deal combat damage", node.unless])


def print_unreactable_adds(p: Printer, node: nodes.UnreactableAdds) -> str:
    return "abilities that add resources can't be reacted to"


def print_each_one(p: Printer, node: nodes.EachOne) -> str:
    return p.join([node.each, node.one, node.filter])


def print_that_lacks_buff(p: Printer, node: nodes.ThatLacksBuff) -> str:
    return f"{node.that} {node.verb} have {node.article} buff"


# --- conditions -----------------------------------------------------------------------------------
def print_done_this_way(p: Printer, node: nodes.DoneThisWay) -> str:
    return f"{node.subject} was {node.state} this way"


def print_is_a(p: Printer, node: nodes.IsA) -> str:
    return f"{node.subject} {node.article} {p(node.noun)}"


def print_is_at(p: Printer, node: nodes.IsAt) -> str:
    return f"{node.subject} {p(node.location)}"


def print_lacks_buff(p: Printer, node: nodes.LacksBuff) -> str:
    return f"{p(node.subject)} {node.verb} have {node.article} buff"


def print_played_this_turn(p: Printer, node: nodes.PlayedThisTurn) -> str:
    return f"you've played {p(node.card)} {node.duration}"


def print_controls(p: Printer, node: nodes.Controls) -> str:
    return f"you control {p(node.objects)}"


def print_not_status(p: Printer, node: nodes.NotStatus) -> str:
    return f"not {node.status}"


def print_you_did(p: Printer, node: nodes.YouDid) -> str:
    return "you do"


def print_paid_additional_cost(p: Printer, node: nodes.PaidAdditionalCost) -> str:
    return f"you paid {node.which}"


def print_has_xp(p: Printer, node: nodes.HasXp) -> str:
    return f"you have {node.threshold}+ {node.unit}"


def print_while_condition(p: Printer, node: nodes.WhileCondition) -> str:
    return f"while {p(node.test)}"


def print_if_condition(p: Printer, node: nodes.IfCondition) -> str:
    return f"if {p(node.test)}"


def print_is_role(p: Printer, node: nodes.IsRole) -> str:
    alternative = f"or {node.alternative}" if node.alternative else None
    return p.join([node.subject, node.article, node.role, alternative])


def print_is_status(p: Printer, node: nodes.IsStatus) -> str:
    return p.join([node.subject, node.status, node.times])


def print_status_times(p: Printer, node: nodes.StatusTimes) -> str:
    return f"{node.count} times"


# --- permissions to play, and costs still paid ----------------------------------------------------
def print_playable_to(p: Printer, node: nodes.PlayableTo) -> str:
    return f"{p(node.subject)} may be played to {p(node.place)}"


def print_still_pay(p: Printer, node: nodes.StillPay) -> str:
    return f"{node.words} pay {p(node.cost)}"


# --- more conditions: states, counts and what happened --------------------------------------------
def print_is_state(p: Printer, node: nodes.IsState) -> str:
    return p.join([subject_is(p, node.subject), node.already, node.states, node.alone])


def print_unit_states(p: Printer, node: nodes.UnitStates) -> str:
    return " or ".join(node.states)


def print_is_alone(p: Printer, node: nodes.IsAlone) -> str:
    return p.join([subject_is(p, node.subject), node.alone, node.location])


def print_there_is(p: Printer, node: nodes.ThereIs) -> str:
    return f"{node.words} {p(node.objects)}"


def print_you_have(p: Printer, node: nodes.YouHave) -> str:
    return f"you have {p(node.objects)}"


def print_happened(p: Printer, node: nodes.Happened) -> str:
    return p.join([node.event, node.during, node.duration])


def print_during_phase(p: Printer, node: nodes.DuringPhase) -> str:
    return f"during {node.owner} {node.phase}"


def print_did_not_happen(p: Printer, node: nodes.DidNotHappen) -> str:
    return f"{p(node.subject)} {node.negation} {node.verb} {node.duration}"


def print_is_turn(p: Printer, node: nodes.IsTurn) -> str:
    return f"{node.subject} {node.owner} {node.phase}"


def print_was_done_to(p: Printer, node: nodes.WasDoneTo) -> str:
    return f"{p(node.subject)} was {node.action} to {p(node.target)} {node.duration}"


def print_played_from(p: Printer, node: nodes.PlayedFrom) -> str:
    return f"you played {p(node.card)} {p(node.source)}"


def print_lacks_one(p: Printer, node: nodes.LacksOne) -> str:
    return p.join([node.subject, node.verb, node.already, "have one"])


# --- conditions and definitions in reminders, and triggering again --------------------------------
def print_not_already(p: Printer, node: nodes.NotAlready) -> str:
    return f"{node.subject} not {node.already}"


def print_not_dealt_damage(p: Printer, node: nodes.NotDealtDamage) -> str:
    return f"{p(node.subject)} haven't been dealt damage {node.duration}"


def print_becomes(p: Printer, node: nodes.Becomes) -> str:
    return p.join([node.subject, node.verb, node.status, node.condition])


def print_also_at(p: Printer, node: nodes.AlsoAt) -> str:
    return f"{node.subject} also {p(node.location)}"


def print_not_a_kind(p: Printer, node: nodes.NotAKind) -> str:
    return f"{p(node.objects)} aren't {p(node.kind)}"


def print_win_definition(p: Printer, node: nodes.WinDefinition) -> str:
    return f"{p(node.subject)} win if {p(node.survivor)} remain after combat"


def print_has_happened(p: Printer, node: nodes.HasHappened) -> str:
    return f"{p(node.subject)} {node.have} {node.verb} {node.duration}"


def print_done_this_turn(p: Printer, node: nodes.DoneThisTurn) -> str:
    return f"you've {node.verb} {p(node.target)} {node.duration}"


def print_gained_xp_this_turn(p: Printer, node: nodes.GainedXpThisTurn) -> str:
    return f"you've gained {node.unit} {node.duration}"


def print_you_revealed(p: Printer, node: nodes.YouRevealed) -> str:
    return f"you revealed {p(node.cards)}"


def print_could_not_this_way(p: Printer, node: nodes.CouldNotThisWay) -> str:
    return f"you couldn't {p(node.instruction)} this way"


def print_alone_definition(p: Printer, node: nodes.AloneDefinition) -> str:
    return f"{node.subject} {node.alone} {p(node.condition)}"


def print_there_is_none(p: Printer, node: nodes.ThereIsNone) -> str:
    return f"{node.words} no {p(node.objects)}"


def print_was_a(p: Printer, node: nodes.WasA) -> str:
    return p.join([node.subject, "was", node.article, node.controller, node.noun])


def print_was_status(p: Printer, node: nodes.WasStatus) -> str:
    return f"{p(node.subject)} was {p(node.status)}"


def print_is_attachment(p: Printer, node: nodes.IsAttachment) -> str:
    return f"{subject_is(p, node.subject)} {node.state}"


def print_is_keyword(p: Printer, node: nodes.IsKeyword) -> str:
    return f"{p(node.subject)} is {p(node.status)}"


def print_not_alone_definition(p: Printer, node: nodes.NotAloneDefinition) -> str:
    return f"{p(node.subject)} wasn't {node.alone} {p(node.condition)}"


def print_there_is_alone(p: Printer, node: nodes.ThereIsAlone) -> str:
    return p.join([node.words, node.objects, node.alone, node.location])


def print_is_state_with(p: Printer, node: nodes.IsStateWith) -> str:
    return f"{subject_is(p, node.subject)} {p(node.states)} with {p(node.other)}"


def print_did_not_happen_alone(p: Printer, node: nodes.DidNotHappenAlone) -> str:
    return f"{p(node.subject)} {node.negation} {node.verb} {node.alone}"


def print_controls_this(p: Printer, node: nodes.ControlsThis) -> str:
    return f"you control {node.word} {node.noun}"


def print_card_is_a(p: Printer, node: nodes.CardIsA) -> str:
    return f"the {node.action} {p(node.card)} is {node.article} {p(node.noun)}"


def print_trigger_again(p: Printer, node: nodes.TriggerAgain) -> str:
    return p.join([node.effects, node.scope, f"trigger {node.article} additional time"])


def print_effects_also(p: Printer, node: nodes.EffectsAlso) -> str:
    return f"{p(node.effects)} are also {node.kind} {node.word}, and vice versa"


def print_effects_of_kind(p: Printer, node: nodes.EffectsOfKind) -> str:
    return f"{node.owner} {node.kind} {node.word}"


def print_for_doing_here(p: Printer, node: nodes.ForDoingHere) -> str:
    return f"for {node.action} here"


# --- conditions on kills, ties and tags, and statements on combat ---------------------------------
def print_this_kills(p: Printer, node: nodes.ThisKills) -> str:
    return f"{p(node.subject)} kills {p(node.victim)}"


def print_done_twice(p: Printer, node: nodes.DoneTwice) -> str:
    return f"{p(node.subject)} {node.have} {node.action} twice {node.duration}"


def print_less_might_than(p: Printer, node: nodes.LessMightThan) -> str:
    return f"{p(node.subject)} {node.have} {node.comparative} {node.might_word} than {p(node.other)}"


def print_controls_fewer(p: Printer, node: nodes.ControlsFewer) -> str:
    return f"you control {node.comparative} {p(node.kinds)} than {p(node.player)}"


def print_has_all_tags(p: Printer, node: nodes.HasAllTags) -> str:
    return (f"{p(node.subject)} {node.have} {node.all} of the following tags among "
            f"{p(node.among)} {node.link} {p(node.tags)}")


def print_has_tag_count(p: Printer, node: nodes.HasTagCount) -> str:
    return f"{p(node.subject)} {node.have} {node.all} {node.count} tags"


def print_fight_tie(p: Printer, node: nodes.FightTie) -> str:
    return f"{node.article} {node.fight} {p(node.where)} {node.boundary} in a tie"


def print_where_you_are(p: Printer, node: nodes.WhereYouAre) -> str:
    return f"where you are the {node.role}"


def print_both_moved(p: Printer, node: nodes.BothMoved) -> str:
    destination = f"to {p(node.destination)}" if node.destination else None
    return p.join([node.subjects, "both", node.verb, destination])


def print_you_win_if_only(p: Printer, node: nodes.YouWinIfOnly) -> str:
    return f"{p(node.player)} win if only {p(node.survivors)} remain after combat"


def print_not_a_place(p: Printer, node: nodes.NotAPlace) -> str:
    return f"{p(node.zone)} are not {p(node.kind)}"


def print_is_the_role(p: Printer, node: nodes.IsTheRole) -> str:
    return f"{node.subject} the {node.role}"


def print_ties_after_damage(p: Printer, node: nodes.TiesAfterDamage) -> str:
    return "ties are calculated after combat damage is dealt"


def print_extra_damage_allowed(p: Printer, node: nodes.ExtraDamageAllowed) -> str:
    return (f"{p(node.players)} can assign {p(node.target)} extra combat damage to kill "
            f"{p(node.victim)}")


# --- passive abilities granting a quoted ability --------------------------------------------------
def print_conditioned_quoted(p: Printer, node: nodes.ConditionedQuoted) -> str:
    return f"{p(node.condition)}, {p(node.statement)}"


# --- more statements, their subjects, and reminder variants ---------------------------------------
def print_even_if(p: Printer, node: nodes.EvenIf) -> str:
    return f"even if {p(node.test)}"


def print_play_only_to(p: Printer, node: nodes.PlayOnlyTo) -> str:
    return f"play {p(node.card)} only {p(node.destination)}"


def print_playing_elsewhere(p: Printer, node: nodes.PlayingElsewhere) -> str:
    return f"play {p(node.card)} anywhere else"


def print_noted_may(p: Printer, node: nodes.NotedMay) -> str:
    return f"{node.words} {p(node.play)} ({NO_CAPITAL}{p(node.note)})"


def print_you_lack(p: Printer, node: nodes.YouLack) -> str:
    return f"you {node.verb} have {p(node.objects)}"


def print_gains_tag(p: Printer, node: nodes.GainsTag) -> str:
    return f"{p(node.subject)} {node.verb} {node.that} tag"


def print_tag_examples(p: Printer, node: nodes.TagExamples) -> str:
    return f"for example, {p(node.names)} are tags"


def print_copy_when_played(p: Printer, node: nodes.CopyWhenPlayed) -> str:
    return f"{p(node.subject)} become a copy of {p(node.original)} when played"


def print_no_play_effects(p: Printer, node: nodes.NoPlayEffects) -> str:
    return f"{p(node.subject)} {node.verb} get {p(node.source)}'s play {node.effects}"


def print_played_this_turn_enter(p: Printer, node: nodes.PlayedThisTurnEnter) -> str:
    return f"{p(node.noun)} {node.played} {node.verb} {node.state}"


def print_choose_tag(p: Printer, node: nodes.ChooseTag) -> str:
    return f"choose {p(node.tags)}"


def print_name_tag(p: Printer, node: nodes.NameTag) -> str:
    return f"name {node.article} tag"


def print_includes_note(p: Printer, node: nodes.IncludesNote) -> str:
    return f"{node.word} includes {node.role}"


def print_aside(p: Printer, node: nodes.Aside) -> str:
    return f"{p(node.statement)} ({NO_CAPITAL}{p(node.note)})"


def print_including(p: Printer, node: nodes.Including) -> str:
    return f"including {p(node.ref)}"


def print_run_on_statements(p: Printer, node: nodes.RunOnStatements) -> str:
    return f"{p(node.first)}.{p(node.second)}"


def print_and_enters(p: Printer, node: nodes.AndEnters) -> str:
    return f"{p(node.statement)} and {node.verb} {node.state}"


def print_and_cant(p: Printer, node: nodes.AndCant) -> str:
    return p.join([node.statement, "and can't", node.forbidden, node.unless])


def print_has_tag(p: Printer, node: nodes.HasTag) -> str:
    return f"{node.subject} {node.article} {p(node.tag)}"


def print_own_use_restriction(p: Printer, node: nodes.OwnUseRestriction) -> str:
    return f"use {node.owner} abilities only {p(node.limit)}"


def print_extra_add(p: Printer, node: nodes.ExtraAdd) -> str:
    return f"{p(node.subject)} {node.verb} {node.article} additional {p(node.amount)}"


def print_ignores_while_paying(p: Printer, node: nodes.IgnoresWhilePaying) -> str:
    return p.join([node.players, "ignore", node.keyword, "while paying", node.paid])


def print_paying_for(p: Printer, node: nodes.PayingFor) -> str:
    return f"for {p(node.sources)}"


def print_sources_doing(p: Printer, node: nodes.SourcesDoing) -> str:
    return f"{p(node.sources)} {node.verb} {p(node.target)}"


def print_channel_limit(p: Printer, node: nodes.ChannelLimit) -> str:
    return f"{p(node.players)} only channel {node.count} {p(node.noun)} {p(node.time)}"


def print_keyword_effects_dont_trigger(p: Printer, node: nodes.KeywordEffectsDontTrigger) -> str:
    return p.join([node.owner, node.keyword, node.effects, node.location, node.verb, "trigger"])


def print_during_showdowns_statement(p: Printer, node: nodes.DuringShowdownsStatement) -> str:
    return p.join(["during showdowns", node.location]) + f", {p(node.statement)}"


def print_can_conquer_and_hold(p: Printer, node: nodes.CanConquerAndHold) -> str:
    return f"{p(node.noun)} with {p(node.might)} can conquer and hold"


def print_can_move_from_anywhere(p: Printer, node: nodes.CanMoveFromAnywhere) -> str:
    return f"{p(node.subject)} can move {p(node.destination)} from anywhere"


def print_move_tax(p: Printer, node: nodes.MoveTax) -> str:
    return (f"opponents must pay {p(node.cost)} for {node.each} {p(node.noun)} beyond the first to move "
            f"multiple {p(node.moved)} to {p(node.destination)} at the same time")


def print_joined_statements(p: Printer, node: nodes.JoinedStatements) -> str:
    return f"{p(node.first)}{node.joiner if node.joiner.startswith(',') else ' ' + node.joiner} {p(node.second)}"


def print_gives(p: Printer, node: nodes.Gives) -> str:
    return f"{p(node.subject)} give {p(node.grants)}"


def print_buff_bonus(p: Printer, node: nodes.BuffBonus) -> str:
    return f"buffs give {p(node.bonus)} to {p(node.target)}"


def print_unpunctuated_minimum(p: Printer, node: nodes.UnpunctuatedMinimum) -> str:
    return f" to a minimum of {p(node.amount)}"


def print_has_abilities(p: Printer, node: nodes.HasAbilities) -> str:
    return f"{p(node.subject)} {node.verb} {p(node.abilities)}"


def print_abilities_of(p: Printer, node: nodes.AbilitiesOf) -> str:
    return f"{node.all} [E] abilities of {p(node.target)}"


def print_has_costed_keyword(p: Printer, node: nodes.HasCostedKeyword) -> str:
    return p.join([node.subject, node.verb, node.keyword, node.condition])


def print_keyword_with_cost(p: Printer, node: nodes.KeywordWithCost) -> str:
    return f"{p(node.keyword)} {p(node.cost)}"


def print_didnt_already(p: Printer, node: nodes.DidntAlready) -> str:
    return f"{p(node.subject)} {node.verb} {node.already}"


def print_equipped_is_role(p: Printer, node: nodes.EquippedIsRole) -> str:
    return f"equipped unit is {node.article} {node.role}"


def print_you_chose(p: Printer, node: nodes.YouChose) -> str:
    return f"you choose {p(node.target)}"


def print_starting_with(p: Printer, node: nodes.StartingWith) -> str:
    return f"start the game with {p(node.target)}"


# --- conditions and statements on a single object -------------------------------------------------
def print_is_only(p: Printer, node: nodes.IsOnly) -> str:
    subject = subject_is(p, node.subject)
    return p.join([subject, "the only", node.controller, node.noun, node.controlled_by, node.location])


def print_is_empty(p: Printer, node: nodes.IsEmpty) -> str:
    return f"{node.subject} empty"


def print_one_of_them_has(p: Printer, node: nodes.OneOfThemHas) -> str:
    return f"at least {node.count} of {p(node.objects)} {node.have} {p(node.keyword)}"


def print_not_there_already(p: Printer, node: nodes.NotThereAlready) -> str:
    return f"{node.subject} not {node.there} {node.already}"


def print_enemies_at(p: Printer, node: nodes.EnemiesAt) -> str:
    return p.join([node.other, "enemies are", node.location])


def print_done_twice_this_turn(p: Printer, node: nodes.DoneTwiceThisTurn) -> str:
    return f"you've {node.verb} {p(node.target)} twice {node.duration} {node.means}"


def print_enters_there(p: Printer, node: nodes.EntersThere) -> str:
    return f"{p(node.subject)} {node.verb} {p(node.place)}"


def print_swapped_back(p: Printer, node: nodes.SwappedBack) -> str:
    return f"{p(node.subject)} can be swapped back when scored"
