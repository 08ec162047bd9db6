# The portal for the scale-out setup (docker-compose.yml). tsx runs the TypeScript directly, so dev dependencies stay.
FROM node:24-bookworm-slim

WORKDIR /app
RUN chown node:node /app
USER node

COPY --chown=node:node package.json package-lock.json ./
RUN npm ci

COPY --chown=node:node . .
# The web portal is built into the image, not on the container's first start.
RUN npm run build:ui

ENV HOST=0.0.0.0 \
    PORT=3000
EXPOSE 3000

CMD ["npm", "start"]
