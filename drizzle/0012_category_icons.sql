-- Categories show an icon the web draws instead of an emoji, which shows as an empty box where no emoji font is installed.
ALTER TABLE "guide_categories" ADD COLUMN "icon" text DEFAULT 'category' NOT NULL;--> statement-breakpoint
-- The emoji stored so far become the icon nearest to them; any other keeps the plain default.
UPDATE "guide_categories" SET "icon" = CASE regexp_replace("emoji", '[\uFE0E\uFE0F]', '', 'g')
  WHEN '🤖' THEN 'robot' WHEN '🦾' THEN 'robot'
  WHEN '🌐' THEN 'world' WHEN '🌍' THEN 'world' WHEN '🌎' THEN 'world' WHEN '🌏' THEN 'world'
  WHEN '🌡' THEN 'temperature'
  WHEN '💡' THEN 'bulb'
  WHEN '💻' THEN 'cpu' WHEN '🖥' THEN 'cpu' WHEN '🔌' THEN 'cpu'
  WHEN '🚗' THEN 'car' WHEN '🏎' THEN 'car'
  WHEN '🏠' THEN 'home' WHEN '🏡' THEN 'home'
  WHEN '🎵' THEN 'music' WHEN '🎶' THEN 'music' WHEN '🎹' THEN 'music' WHEN '🔊' THEN 'music'
  WHEN '🌱' THEN 'plant' WHEN '🌿' THEN 'plant' WHEN '🪴' THEN 'plant'
  WHEN '🎮' THEN 'gamepad' WHEN '🕹' THEN 'gamepad'
  WHEN '🧠' THEN 'brain'
  WHEN '🔧' THEN 'tools' WHEN '🛠' THEN 'tools' WHEN '🔨' THEN 'tools'
  WHEN '⚡' THEN 'bolt' WHEN '🔋' THEN 'bolt'
  WHEN '📡' THEN 'wifi' WHEN '📶' THEN 'wifi'
  WHEN '👁' THEN 'eye' WHEN '👀' THEN 'eye'
  ELSE 'category' END;--> statement-breakpoint
ALTER TABLE "guide_categories" DROP COLUMN "emoji";
