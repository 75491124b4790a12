"""riftc.runtime: the data vocabulary compiled cards are written in, and the interpreter that plays it.

Stdlib only; never imports lark, jinja2 or any other riftc module (the registry and users' engines
depend on this package alone). Everything generated code may name is listed in ``__all__``.

The package is layered, each layer importing only the ones before it (tests/test_runtime_import_direction.py):
``model`` (card data and game state) → ``rules`` (game actions, layers, replacements, costs, combat)
→ ``effects`` (instructions and the Resolution that runs them) → ``engine`` (``Game``).

Importing this package imports none of them: each public name is imported from its module the first
time it is asked for (``from riftc.runtime import Buff`` or ``riftc.runtime.Buff``, PEP 562), so a
registry that names only card data never loads the engine, and a new process importing the pool's
registry pays for the modules it uses (issue 15; ``benchmarks/registry_import.py``). The one service an
upper layer provides to a lower one (``rules/hooks.py``) imports its provider when first called.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

# Where each public name lives (a module of this package), in the order the API is documented.
_EXPORTS: dict[str, tuple[str, ...]] = {
    ".model.abilities": ("ActivatedAbility", "AdditionalCost", "AnyNumberInDeck", "CardDef", "CostReduction", "EntersAbility",
        "TieRecallsAll", "Keyword", "SpellAbility", "StaticAbility", "TriggeredAbility"),
    ".model.amounts": ("Amount", "BattlefieldsControlled", "CountOf", "HighestMight", "TagsAmong", "EmpoweredCount",
        "KeywordValueOf", "MightOf", "Points", "ReplacedAmount"),
    ".model.choices": ("Choose", "ChosenPart", "EachPlayerPicks", "InTurnOrderPicks", "Joined", "Pick", "PickAmong"),
    ".model.choosers": ("ChoiceRequest", "Chooser", "ConfirmRequest", "FirstLegalChooser", "IllegalChoice",
        "OrderRequest", "ScriptedChooser", "amount_code", "check_choice", "order_of", "player_code"),
    ".model.conditions": ("AllOf", "AssignedExcess", "ChoseThisTurn", "Condition", "CountAtLeast", "HasXp", "Is",
        "Negate", "PaidAdditionalCost", "PlayedFromZone", "PlayedThisTurn", "YourTurn", "ZoneEmpty"),
    ".model.events": ("Event", "EventLog", "Outcome"),
    ".model.groups": ("ANY_NUMBER", "AtPart", "GroupRule", "Relative"),
    ".model.places": ("AllAt", "ChosenPlace", "EventPlace", "MovedFrom", "MovedToOrFrom", "PlaceRef", "ThisTarget",
                      "WhereIs"),
    ".model.locations": ("AllAtABattlefield", "AllThere", "BattlefieldHolding", "ChooseBattlefield"),
    ".model.objects": ("PERMANENT", "THIS_COMBAT", "THIS_TURN", "GameObject", "KeywordGrant", "MightModifier",
        "Zone"),
    ".model.showdowns": ("DuringShowdown", "InShowdown", "WhenFightStarts"),
    ".model.played": ("WasPlayed",),
    ".model.selectors": ("ANYWHERE", "AnyOf", "Attached", "AttachedToSource", "Attacking", "Detached", "Buffed", "CostBound", "Damaged",
        "Defending", "ElsewhereThanSource", "Empowered", "Equipped", "Exhausted", "Facedown", "Fits", "HasDomain",
        "HasKeyword", "HasTag", "InCombat", "IsCard", "IsReady", "IsToken", "MightAtLeast", "MightAtMost",
        "MightThanSource", "Mighty", "NamedLikeSource", "Not", "OwnedByYou", "Property", "Selector", "Stunned"),
    ".model.state": ("Battlefield", "GameState", "IllegalAction", "Player", "RunePool"),
    ".model.targets": ("AffectedBy", "All", "AttachedCard", "ChosenTarget", "ControllerOf", "DiedSelf", "EachPlayer",
        "EventObjects", "It", "ObjectRef", "Opponents", "OwnerOf", "PlayerRef", "Referents", "Self",
        "ThoseTargets", "TurnPlayer", "You"),
    ".model.triggers": ("AnyTrigger", "MightBecomes", "NthCardDrawn", "NthTime", "OneOrMore", "Trigger",
        "WhenAction", "WhenAttached", "WhenBuffed", "WhenConquerAfterAttack", "WhenMyCombatEnds", "WhenPlayed",
        "WhenPlayer", "WhenPlayerHere", "WhenYouPlay", "WithUnits"),
    ".model.turn_triggers": ("AtTurnStep", "InPhase", "OnTurn"),
    ".rules.actions": ("board_object", "buff", "deal_damage", "disempower", "empower", "exhaust", "give_keyword",
        "give_might", "heal", "ready", "spend_buff", "stun"),
    ".rules.attachments": ("attach", "become_copy", "detach"),
    ".rules.bonus_damage": ("BonusDamage", "NextSpellBonus"),
    ".rules.combat": ("IgnoresTankHere", "attack", "conquer", "defend", "end_combat", "hold"),
    ".rules.costs": ("DeclaredCost", "Cost", "DOMAIN_LETTER", "DeclaredCount", "DeclaredCostSize", "DiscardCardCost", "DiscardCost", "DisempowerMe", "EnergyCost", "ExhaustCost",
        "ExhaustMe", "KillCost", "PowerCost", "RecycleCost", "ReturnToHandCost", "SpendBuffCost", "SpendXpCost"),
    ".rules.deck_actions": ("counter", "recycle", "reveal"),
    ".rules.hidden": ("FacedownHere",),
    ".rules.discounts": ("CardsPlayedThisTurn", "ChoosesMatching", "ChosenBySpell", "Discount", "KeywordCostDiscount", "NotFromHand", "ReducedEnergyCost", "discounted_energy", "discounted_power"),
    ".rules.history": ("Alone", "AmountAtLeast", "AttachedThisTurn", "AmountAtMost", "ControlsBattlefield",
        "ControlsThisBattlefield", "DidFewer", "DiedAlone", "EventObjectsAtLeast", "FewerThanOpponent",
        "HappenedThisTurn", "MovedTimes", "PhaseIs", "SpentPowerThisTurn", "SpentToPlay", "OneOnOne",
        "OnlyUnitThere", "PlayedKindThisTurn", "ScoreWithin", "WasA"),
    ".rules.layers": ("Characteristics", "View", "compute"),
    ".rules.play_locations": ("PlayFor", "AMBUSH", "BeingPlayedTo", "Battlefields", "NotPlayableOnTurns", "PlayFrom", "PlayOnlyTo", "PlayPermission"),
    ".rules.player_restrictions": ("PlayersCannot",),
    ".rules.replacements": ("AsAttached", "AsSeen", "DelayedReplacement", "ReplacementAbility", "ScoreReplacement",
        "ScoringPlayer"),
    ".rules.rule_changes": ("AdditionalMightLoss", "AnyDamageLethal", "CantBeCountered", "ChannelLimit",
        "HideAdditional", "RaiseVictoryScore", "IgnoreDeflect"),
    ".rules.shared_abilities": ("ShareExhaustAbilities",),
    ".rules.static_effects": ("ANY_NUMBER_OF_BUFFS", "ASSIGNED_FIRST", "ASSIGNED_LAST", "EMPOWERED_THREE_TIMES",
        "AddTags", "BuffBonus", "Cannot", "CantBeRevealed", "GrantAbilities", "GrantKeywordEqual", "GrantKeywords",
        "GrantPermission", "IncreaseMightTo", "ModifyMight", "SetMight", "StaticEffect"),
    ".rules.triggering": ("KeywordTriggersAgain", "TriggerAgain"),
    ".rules.zone_actions": ("add_resources", "banish", "burn_out", "channel", "create_token", "discard", "draw",
        "gain_xp", "kill", "move", "pay", "recall", "return_to_hand", "score_points"),
    ".effects.choosing": ("ChooseMode", "ChooseTargets", "CounterSpell", "MakeNewChoices", "OneOf"),
    ".effects.swaps": ("SwapMight",),
    ".effects.champion_zone": ("CHAMPION_ORIGINS", "ChosenChampionCard", "ReturnToChampionZone"),
    ".effects.control": ("GainControl", "gain_control"),
    ".effects.damage": ("DealAndOthers", "DealMarkedDamage", "MutualDamage", "UnitDeals"),
    ".effects.deck_looks": ("Among", "CardType", "CountAmong", "RevealUntil", "LookAtTop", "PickCards", "PutBackInAnyOrder", "Rest",
        "RevealCards", "TakeCard", "TopOfDeck"),
    ".effects.delayed_triggers": ("CreateDelayedTrigger",),
    ".effects.reflexive_triggers": ("ReflexiveTrigger", "ReflexiveByKey"),
    ".effects.acted_on": ("ActedOnMatches",),
    ".effects.split_damage": ("SplitDamage",),
    ".effects.printed_costs": ("EnergyCostOf",),
    ".effects.each_object": ("ForEachObject",),
    ".effects.hands": ("DiscardCards", "DiscardHand", "RevealHand"),
    ".effects.instructions": ("AddResources", "Banish", "Buff", "Channel", "CostWithin", "DealDamage", "Detach",
        "Discard", "Disempower", "DoubleMight", "Draw", "Empower", "Exhaust", "GiveKeyword", "GiveMight", "Heal",
        "IfCondition", "IfPerformed", "Kill", "MayDo", "ObjectVerb", "ReadyOrExhaust", "PayCost", "Ready", "Recall", "ReturnToHand",
        "SpendBuff", "Stun"),
    ".effects.keyword_abilities": ("CanBeEmpowered", "EQUIP_CHOICE", "activated_abilities", "keyword_ability", "keyword_trigger",
        "triggered_abilities", "NextSpellRepeat"),
    ".effects.might_raises": ("RaiseMightTo",),
    ".effects.lasting": ("Attach", "BecomeCopy", "DetachFrom", "GiveKeywords", "GiveMightAndKeywords", "MakeTrue",
        "NextTimeInstead", "PlayToken", "PreventDamage"),
    ".effects.moves": ("Move", "SwapLocations"),
    ".effects.paid_amounts": ("AddAmount", "PaidAmount", "PayAnyAmount"),
    ".effects.play_effects": ("PlayCard",),
    ".effects.played_spells": ("RecyclePlayed",),
    ".model.cost_bounds": ("CostAtMostSourceMight", "CostBelowPoints"),
    ".effects.player_choices": ("Burn", "ChoosePlayer", "ChosenPlayer", "EachPlayerDoes"),
    ".effects.acting_players": ("ChooseOption", "Combatants", "DoneBy", "ForEachPlayerWho", "PickParts", "PlaceOnDeck", "Together", "Unchosen"),
    ".effects.player_instructions": ("GainXp", "Predict", "Recycle", "ScorePoints", "SpendXp", "TakeAdditionalTurn", "WinGame"),
    ".effects.resolution": ("Effect", "Instruction", "Resolution", "check_links", "joined", "repeated"),
    ".effects.unless": ("PlayerPays", "Unless"),
    ".engine.combat_damage": ("resolve_combat",),
    ".engine.interpreter": ("ChainItem", "Game"),
    ".model.modes": ("MODES", "Mode"),
    ".engine.setup": ("BASIC_RUNES", "DeckCards", "deck_problems", "new_game"),
    ".engine.runes": ("Payment", "RuneAbility", "find_payment"),
    ".engine.player_actions": ("Action", "ActivateAction", "EndTurnAction", "HideAction", "PassAction",
        "PlayCardAction", "RuneAction", "StandardMoveAction", "InviteAction"),
    ".engine.legal_actions": ("acting_player",),
    ".engine.match": ("Match", "new_match"),
    ".rules.victory": ("check_winner", "team_points"),
}
# Submodules the compiler reaches by attribute (riftc/lower*.py): ``runtime.effects`` (the effects
# layer, with ``choice_slots``), ``runtime.amounts`` and ``runtime.player_choices``.
_SUBMODULES: dict[str, str] = {"effects": ".effects", "player_choices": ".effects.player_choices", "amounts": ".model.amounts"}
_MODULE_OF: dict[str, str] = {name: module for module, names in _EXPORTS.items() for name in names}


def __getattr__(name: str) -> Any:
    """Import a public name (or submodule) on first use and keep it here, so the next use is a plain lookup."""
    if name in _MODULE_OF:
        value = getattr(import_module(_MODULE_OF[name], __name__), name)
    elif name in _SUBMODULES:
        value = import_module(_SUBMODULES[name], __name__)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_MODULE_OF) | set(_SUBMODULES))


__all__ = [
    # cards and abilities
    "CardDef", "Keyword", "AdditionalCost", "CostReduction", "TriggeredAbility", "ActivatedAbility", "StaticAbility", "SpellAbility",
    "Trigger", "WhenPlayed", "WhenBuffed", "WhenAction", "AtTurnStep", "NthTime", "OneOrMore", "OnTurn", "WhenPlayer", "WhenAttached", "WhenConquerAfterAttack", "AnyTrigger", "WhenYouPlay", "EntersAbility",
    "InPhase", "NthCardDrawn", "MightBecomes", "OneOnOne",
    # effects and instructions
    "Effect", "Instruction", "ChooseTargets", "ChooseMode", "CounterSpell", "OneOf", "Buff", "SpendBuff", "Ready", "Exhaust", "Stun", "Empower", "Disempower", "Heal",
    "Kill", "Recall", "Banish", "Detach", "ReturnToHand", "Predict", "Recycle", "Move", "GiveMight", "GiveKeyword", "GiveKeywords", "DealDamage", "MutualDamage", "Draw", "Discard",
    "Channel", "AddResources", "GainXp", "SpendXp", "ScorePoints", "WinGame", "TakeAdditionalTurn", "ReadyOrExhaust", "PayCost", "Attach", "BecomeCopy", "PreventDamage", "NextTimeInstead", "PlayToken", "GainControl", "MakeNewChoices", "ObjectVerb", "IfPerformed", "IfCondition", "MayDo", "CostWithin", "check_links",
    # references, choices, amounts
    "ObjectRef", "PlayerRef", "Self", "DiedSelf", "AttachedCard", "All", "It", "ChosenTarget", "EventObjects", "ThoseTargets", "AffectedBy", "You", "TurnPlayer", "Opponents", "EachPlayer",
    "ControllerOf", "OwnerOf", "Referents", "Choose", "ChosenPart", "Joined", "PickAmong", "EachPlayerPicks", "GroupRule", "Relative", "AtPart", "WhereIs", "MovedFrom", "ThisTarget", "ChosenPlace", "EventPlace", "PlaceRef", "AllAt", "MovedToOrFrom", "ANY_NUMBER", "Pick", "Amount", "MightOf", "CountOf", "HighestMight", "EmpoweredCount", "Points", "ReplacedAmount",
    # selectors and properties
    "Selector", "Property", "Buffed", "Exhausted", "Facedown", "IsReady", "Stunned", "Empowered", "Damaged",
    "Attacking", "Defending", "Equipped", "InCombat", "Mighty", "MightAtMost", "MightAtLeast", "MightThanSource", "CostBound", "HasTag", "HasKeyword", "HasDomain", "NamedLikeSource", "AttachedToSource", "ElsewhereThanSource", "Fits", "IsCard", "OwnedByYou", "ANYWHERE",
    "IsToken", "Not", "AnyOf",
    # conditions
    "Condition", "Is", "PlayedFromZone", "CountAtLeast", "YourTurn", "Negate", "AllOf", "PlayedThisTurn", "ChoseThisTurn", "AssignedExcess", "CanBeEmpowered", "HasXp", "PaidAdditionalCost", "ChoosesMatching",
    # costs
    "Cost", "DeclaredCost", "DeclaredCount", "DeclaredCostSize", "DOMAIN_LETTER", "ExhaustMe", "EnergyCost", "PowerCost", "SpendBuffCost", "KillCost", "SpendXpCost", "DiscardCost", "RecycleCost", "DisempowerMe",
    # static (layer) effects
    "StaticEffect", "SetMight", "AddTags", "GrantKeywords", "GrantKeywordEqual", "GrantAbilities", "GrantPermission",
    "ShareExhaustAbilities", "ModifyMight", "IncreaseMightTo", "Cannot", "ReplacementAbility", "DelayedReplacement", "AsAttached", "AsSeen", "ANY_NUMBER_OF_BUFFS", "EMPOWERED_THREE_TIMES", "ASSIGNED_FIRST", "ASSIGNED_LAST", "EQUIP_CHOICE", "activated_abilities", "keyword_ability", "triggered_abilities", "keyword_trigger", "Characteristics", "View", "compute",
    # choosers
    "Chooser", "ChoiceRequest", "ConfirmRequest", "OrderRequest", "order_of", "FirstLegalChooser", "ScriptedChooser",
    "IllegalChoice", "check_choice",
    # state, objects, events
    "Game", "ChainItem", "GameState", "Player", "Battlefield", "RunePool", "IllegalAction",
    "GameObject", "Zone", "MightModifier", "KeywordGrant", "THIS_TURN", "THIS_COMBAT", "PERMANENT",
    "Event", "EventLog", "Outcome", "Resolution",
    # game actions (functions)
    "buff", "spend_buff", "ready", "exhaust", "stun", "empower", "disempower", "heal", "give_might",
    "give_keyword", "deal_damage", "board_object", "kill", "recall", "move", "banish", "discard",
    "draw", "burn_out", "channel", "add_resources", "pay", "return_to_hand", "gain_xp", "score_points", "attack", "defend", "conquer", "hold",
    "end_combat", "resolve_combat", "create_token", "recycle", "reveal", "counter", "attach", "detach", "become_copy", "gain_control",
]

# conditions about players and the turn's history, and the property "alone" (rules/history.py)
__all__ += ["AttachedThisTurn", "DiedAlone", "PhaseIs", "SpentToPlay", "SpentPowerThisTurn", "HappenedThisTurn", "ControlsBattlefield", "ScoreWithin", "Alone", "AmountAtLeast", "AmountAtMost", "WasA", "DidFewer", "EventObjectsAtLeast"]
__all__ += ["ControlsThisBattlefield", "OnlyUnitThere"]
# playing a card as part of an effect (effects/play_effects.py, 419.3)
__all__ += ["PlayCard"]
# a spell an effect played, recycled as it leaves the chain (effects/played_spells.py, vendetta-faq-001)
__all__ += ["RecyclePlayed"]
# a printed cost compared with a player's points or the source's Might (model/cost_bounds.py)
__all__ += ["CostBelowPoints", "CostAtMostSourceMight"]
# hands, swaps, chosen battlefields; looking at and revealing the top of a Main Deck (effects/deck_looks.py, 424)
__all__ += ["RevealHand", "DiscardCards", "DiscardHand", "SwapLocations", "ChooseBattlefield", "AllThere", "AllAtABattlefield", "BattlefieldHolding"]
__all__ += ["LookAtTop", "Among", "CountAmong", "Rest", "RevealCards", "TakeCard", "CardType", "TopOfDeck", "PickCards", "PutBackInAnyOrder"]
# [Repeat] (820): a spell's effect with its instructions executed once more; a spell's lines as one effect (effects/resolution.py)
__all__ += ["repeated", "joined"]
# choosing a player, "they", and [Burn X] (effects/player_choices.py, 355.5, 440)
__all__ += ["ChoosePlayer", "ChosenPlayer", "Burn", "player_code"]
# instructions done by other players, as their "you" (effects/acting_players.py, 411.1, 355.10.e)
__all__ += ["ChooseOption", "Combatants", "DoneBy", "ForEachPlayerWho", "PickParts", "PlaceOnDeck", "Together", "Unchosen"]
# delayed triggers set up by an instruction (effects/delayed_triggers.py, 390.2)
__all__ += ["CreateDelayedTrigger"]
# reflexive triggers, "Then do this: …" (effects/reflexive_triggers.py, 387-388)
__all__ += ["ReflexiveTrigger", "ReflexiveByKey"]
# "if you revealed a Bird, …": what an earlier instruction acted on (effects/acted_on.py, 424)
__all__ += ["ActedOnMatches"]
# damage split among targets (effects/split_damage.py, 355.14)
__all__ += ["SplitDamage"]
# "for each card you've played this turn" (rules/discounts.py, 419.4.b)
__all__ += ["CardsPlayedThisTurn"]
# a card's printed Energy cost as an amount (effects/printed_costs.py, 206)
__all__ += ["EnergyCostOf"]
# "For each friendly unit, you may …": an effect once per counted object (effects/each_object.py, 355.5.a)
__all__ += ["ForEachObject"]
# "When you defend here" on a battlefield (model/triggers.py, 383.4.e-f)
__all__ += ["WhenPlayerHere", "WhenMyCombatEnds", "WithUnits"]
# "Discard a gear" as a cost (rules/costs.py, 422.3); a unit dealing damage (effects/damage.py, 417.6)
__all__ += ["DiscardCardCost", "ReturnToHandCost", "ExhaustCost", "UnitDeals", "DealAndOthers"]
# Double (effects/instructions.py, 432)
__all__ += ["DoubleMight"]
# "equal to my [Assault]" (model/amounts.py), "equal to the damage marked on it" (effects/damage.py)
__all__ += ["KeywordValueOf", "BattlefieldsControlled", "DealMarkedDamage"]
# "if you've played an Equipment this turn" (419.4.b), "if you control fewer runes than an opponent" (rules/history.py)
__all__ += ["PlayedKindThisTurn", "FewerThanOpponent"]
# "… unless its controller pays [2] / has you draw 2" (effects/unless.py, 359.3.e, 444)
__all__ += ["Unless", "PlayerPays"]
# "Starting with the next player, each player may …" (model/choices.py, 115.1.c, 303.2.a)
__all__ += ["InTurnOrderPicks"]
# "Give me +2 [M] and [Ganking] this turn" (effects/lasting.py, 477.3, 801.3.a)
__all__ += ["GiveMightAndKeywords"]
# "If a player would score 1 point from conquering … , they draw 1 instead" (rules/replacements.py, 370.1.b)
__all__ += ["ScoreReplacement", "ScoringPlayer"]
# where units may be played: valid locations and permissions (rules/play_locations.py, 355.2, 822.1.b)
__all__ += ["PlayPermission", "PlayOnlyTo", "PlayFrom", "Battlefields", "AMBUSH", "BeingPlayedTo", "NotPlayableOnTurns"]
# discounts with a minimum and "to play from anywhere other than your hand" (rules/discounts.py, 356.4.e, 366.1)
__all__ += ["ChosenBySpell", "Discount", "KeywordCostDiscount", "NotFromHand", "ReducedEnergyCost", "discounted_energy", "discounted_power"]
# "opponents can't score points", "Players can't score here until their third turn" (rules/player_restrictions.py)
__all__ += ["PlayersCannot"]
# passives that change the runes channelled, the facedown cards allowed, the Victory Score (rules/rule_changes.py)
__all__ += ["AdditionalMightLoss", "AnyDamageLethal", "CantBeCountered", "ChannelLimit", "HideAdditional", "RaiseVictoryScore"]
# passives made true by an instruction for the rest of the turn (effects/lasting.py, rules/static_effects.py, 317.2.c)
__all__ += ["MakeTrue", "BuffBonus", "TieRecallsAll", "TagsAmong"]
# "If I have moved twice this turn" (rules/history.py)
__all__ += ["MovedTimes"]
# "Pay any amount of [A] to deal that much damage …" (effects/paid_amounts.py, 204.3.b)
__all__ += ["AddAmount", "PaidAmount", "PayAnyAmount", "amount_code"]
# "Your conquer effects for conquering here trigger an additional time" (rules/triggering.py, 383.4.c-d)
__all__ += ["TriggerAgain", "KeywordTriggersAgain", "IgnoresTankHere"]
# "Your spells and abilities deal 1 Bonus Damage" (rules/bonus_damage.py, 712-715)
__all__ += ["BonusDamage", "NextSpellBonus"]
# ignoring [Deflect] (809), and "the next spell you play this turn has [Repeat]" (820)
__all__ += ["IgnoreDeflect", "NextSpellRepeat"]
# "This turn, increase its Might to the Might of another friendly unit" (effects/might_raises.py, 477.3.b)
__all__ += ["RaiseMightTo"]
# "an attached / a detached Equipment you control" (model/selectors.py, 434-435)
__all__ += ["Attached", "Detached"]
# "If you've spent [4] or more to play a spell this turn, you may play me for [B]" (rules/play_locations.py, 356.1.a)
__all__ += ["PlayFor"]
# a whole game: modes of play, decks and setup, runes, the actions a player may take (engine/, 101-118, 164, 410)
__all__ += ["MODES", "Mode", "BASIC_RUNES", "DeckCards", "deck_problems", "new_game", "Payment", "RuneAbility",
            "find_payment", "Action", "ActivateAction", "EndTurnAction", "HideAction", "PassAction",
            "PlayCardAction", "RuneAction", "StandardMoveAction", "check_winner", "team_points"]
__all__ += ["SwapMight", "RevealUntil", "CantBeRevealed", "FacedownHere", "EachPlayerDoes", "ZoneEmpty", "CHAMPION_ORIGINS", "ChosenChampionCard", "ReturnToChampionZone"]
__all__ += ["InviteAction", "acting_player"]  # 489.8.a; who may act now (312.2)
__all__ += ["Match", "new_match"]  # a best of 3 (486.6)
__all__ += ["DuringShowdown", "InShowdown", "WasPlayed", "WhenFightStarts"]
