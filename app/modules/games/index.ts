export * from "./domain/games";
export * from "./forms";
export * from "./status";
export * from "./views";
export * from "./ui/LuckyWheel";
export * from "./ui/GameTexts";
export * from "./ui/CampaignForm";
