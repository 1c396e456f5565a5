import { type PGlite, protocol } from '@electric-sql/pglite';

type Serializer = (value: unknown) => string;
type Row = Record<string, unknown>;
type Field = InstanceType<typeof protocol.messages.Field>;
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;
type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;

const { serialize } = protocol;
/** Per engine: its prepared statements, by name, with their parameters' serializers. */
const preparedByEngine = new WeakMap<PGlite, Map<string, Serializer[]>>();

function joined(messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

/** Parses and describes the statement once: its parameters' serializers. */
async function prepare(engine: PGlite, name: string, text: string): Promise<Serializer[]> {
  const described = await engine.execProtocolStream(
    joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { syncToFs: false },
  );
  const parameters = described.find((message) => message.name === 'parameterDescription') as
    ParameterDescription | undefined;
  return (parameters?.dataTypeIDs ?? []).map((type) => (engine.serializers[type] as Serializer | undefined) ?? String);
}

/**
 * `text` as the named prepared statement `name` of the embedded engine. PGlite's `query`
 * parses, describes and plans every statement anew, in five calls into the engine; a
 * prepared one is bound, described and run in one (bench/api.bench.ts, decision 0018). Its
 * public protocol API is used under both of its locks, as `query` is: no other query and no
 * transaction can come between, and the data directory is synced after, as `query` does.
 */
export function runPrepared(engine: PGlite, name: string, text: string, values: unknown[]): Promise<Row[]> {
  return engine._runExclusiveTransaction(() =>
    engine._runExclusiveQuery(async () => {
      let prepared = preparedByEngine.get(engine);
      if (!prepared) preparedByEngine.set(engine, (prepared = new Map()));
      let serializers = prepared.get(name);
      if (!serializers) prepared.set(name, (serializers = await prepare(engine, name, text)));
      const bound = values.map((value, index) =>
        value === null || value === undefined ? null : serializers[index]!(value),
      );
      const results = await engine.execProtocolStream(
        joined([
          serialize.bind({ statement: name, values: bound }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await engine.syncToFs();
      const rows: Row[] = [];
      let fields: Field[] = [];
      for (const message of results) {
        if (message.name === 'rowDescription') fields = (message as RowDescription).fields;
        else if (message.name === 'dataRow') {
          const row: Row = {};
          (message as DataRow).fields.forEach((value, index) => {
            const field = fields[index]!;
            const parse = engine.parsers[field.dataTypeID];
            row[field.name] = value === null || !parse ? value : parse(value, field.dataTypeID);
          });
          rows.push(row);
        }
      }
      return rows;
    }),
  );
}
