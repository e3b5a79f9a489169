import type { BlogArticleContent } from '../types.ts';

export const photographingYourPet: BlogArticleContent = {
  id: 'photographing-your-pet',
  title: 'Taking a Prize-Worthy Photo of Your Pet',
  excerpt:
    'You do not need a fancy camera to win votes. Good light, eye level and a little patience turn a phone snapshot into a portrait.',
  imageUrl: '/blog/photographing-your-pet.jpg',
  imageAlt: 'A close-up portrait of a tabby cat with bright green eyes',
  category: 'Photography',
  body: [
    {
      type: 'p',
      text: 'The photos that collect the most votes in our contest are rarely taken with expensive gear. They are sharp, well lit and full of personality, and nearly all of them were taken with a phone. Here is how to get there with the camera you already own.',
    },
    { type: 'h2', text: 'Find soft, natural light' },
    {
      type: 'p',
      text: 'Light matters more than anything else. Indoors, place your pet near a large window with daylight falling on their face, and turn off the overhead lights so colors stay natural. Outdoors, open shade or an overcast day gives gentle, even light; the hour after sunrise and before sunset adds a warm glow. Avoid harsh midday sun, which causes squinting and deep shadows, and switch off the flash: it startles many animals and turns eyes into glowing discs.',
    },
    { type: 'h2', text: 'Get down to their level' },
    {
      type: 'p',
      text: "Most pet photos are taken from human height, looking down. Kneel, sit or lie on the floor so the lens is at your pet's eye level. The picture suddenly shows the world from their point of view, and the background moves from the floor to the room or the garden behind them.",
    },
    { type: 'h2', text: 'Focus on the eyes' },
    {
      type: 'p',
      text: 'If the eyes are sharp, a portrait works even when the tail is a blur. On a phone, tap on the nearest eye to set focus and exposure before you shoot. Portrait mode can give a lovely blurred background, but check the edges of ears and whiskers, where it sometimes smudges fur. Move closer instead of using digital zoom, which only makes the image grainy.',
    },
    { type: 'h2', text: 'Catch their attention' },
    {
      type: 'ul',
      items: [
        'Have a helper hold a treat or squeaky toy just above the lens so your pet looks toward the camera.',
        'Make a new, quiet noise once to get an ear perk or a head tilt. It works best the first time.',
        'Photograph a calm pet. A walk or a play session beforehand helps an excitable dog sit still.',
        'Keep sessions short and reward generously, so the camera becomes a sign that good things happen.',
      ],
    },
    { type: 'h2', text: 'Freeze the action' },
    {
      type: 'p',
      text: 'For running, jumping and catching, use burst mode: hold the shutter button and pick the best frame afterwards. Good light lets the camera use a fast shutter speed, so action shots work best outside. If you use a camera with manual settings, a shutter speed of at least 1/500 s helps freeze movement. Pre-focus on the spot where the action will happen, such as where the ball will land.',
    },
    { type: 'h2', text: 'Keep the frame simple' },
    {
      type: 'p',
      text: 'Clear away laundry, cables and food bowls from the background. A plain wall, a blanket or a stretch of lawn lets your pet stand out. Fill the frame with your pet, or place them slightly off-center with space in the direction they are looking. Colors that contrast with the coat, such as a teal blanket under a ginger dog, make a photo pop.',
    },
    { type: 'h2', text: 'Show personality' },
    {
      type: 'p',
      text: 'The winning photos tell a story: the dog proudly holding a stolen sock, the cat squeezed into a box far too small for her, a sleepy yawn, muddy paws after a walk. Think about what makes your pet unique and capture that. A sequence of ordinary moments often produces one extraordinary shot.',
    },
    { type: 'h2', text: 'Keep it safe and honest' },
    {
      type: 'p',
      text: 'Never put a pet somewhere unsafe for a picture, and skip costumes if your pet shows signs of stress such as lip-licking, yawning, a tucked tail or flattened ears. A light edit to straighten, crop and brighten is fine, but heavy filters hide the fur and eye color voters love.',
    },
    { type: 'h2', text: 'Ready to enter?' },
    {
      type: 'p',
      text: "Upload your favorite shot as a JPEG, PNG, WEBP or GIF under 5 MB, add your pet's name and a short description that tells voters who they are, and share the link with friends. Good luck!",
    },
  ],
};
