# The production image: one server instance (Fastify) that serves the built site, the import
# maps and the API. Multi-stage: "build" builds with every dependency, "deps" installs only the
# production dependencies (native ones compiled there if no prebuilt binary fits), and "run"
# holds the built tree plus those, as the unprivileged "node" user.
#   docker build -t demo-bet .
#   docker run -p 8080:8080 demo-bet                      # SQLite in the container's /app/.data
#   docker compose -f deploy/compose.yaml up --build       # two instances, PostgreSQL, Redis, proxy

# ---- build: dev dependencies, rollup bundles, import maps, the compiled server (npm run build)
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build \
 && rm -rf node_modules

# ---- deps: production dependencies only
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force

# ---- run
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_URL=/app/.data/site.sqlite
# the built tree (bundles in dist/, import maps, the compiled server) without dev node_modules,
# then the production node_modules; both stay owned by root (read-only for the server)
COPY --from=build /app ./
COPY --from=deps /app/node_modules ./node_modules
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/web-api/session').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "run", "serve"]
