package catalog

// The canvas in words, for a screen reader (wasm/scene's Describe; the
// page's #canvas-description): what the canvas shows at a tick, and what
// changed since the tick before. Not drawn on the canvas, so not in its
// fonts (describe.*, not scene.*); the lines quoted are the canvas's own.
var _ = add([]entry{
	{"describe.heading", Msg{"The canvas at tick {tick} of {end}", "tick {tick} のキャンバス（全 {end} tick）"}},
	{"describe.network.whole", Msg{"The network between site A and site B is whole.", "拠点 A と拠点 B の間のネットワークはつながっています。"}},
	{"describe.network.cut", Msg{"A partition cuts the network between site A and site B: messages wait at the line.", "拠点 A と拠点 B の間のネットワークは分断されています。メッセージは分断線で待っています。"}},
	{"describe.nodes", Msg{"Nodes", "ノード"}},
	{"describe.messages", Msg{"Messages", "メッセージ"}},
	{"describe.messages.none", Msg{"No message is on its way.", "移動中のメッセージはありません。"}},
	{"describe.msg.travel", Msg{"{msg}: on its way to the service", "{msg}: サービスへ移動中"}},
	{"describe.msg.held", Msg{"{msg}: held at the partition", "{msg}: 分断線で保留中"}},
	{"describe.msg.released", Msg{"{msg}: released, on its way to the service", "{msg}: 解放され、サービスへ移動中"}},
	{"describe.msg.back", Msg{"{msg}: the answer, on its way back to the client", "{msg}: クライアントへ戻る途中の応答"}},
	{"describe.down", Msg{"({badge})", "（{badge}）"}},
	{"describe.announce", Msg{"{caption}. {changes}", "{caption}。{changes}"}},
	{"describe.changes", Msg{"Since the tick before: {changes}.", "前の tick から: {changes}。"}},
	{"describe.change.sep", Msg{"; ", "。"}},
	{"describe.list.sep", Msg{", ", "、"}},
	{"describe.change.partitionStarts", Msg{"the partition starts", "分断が始まる"}},
	{"describe.change.partitionHeals", Msg{"the partition heals", "分断が解消する"}},
	{"describe.change.releasedOne", Msg{"1 held message is released: {list}", "保留中のメッセージ 1 件が解放される: {list}"}},
	{"describe.change.released", Msg{"{n} held messages are released: {list}", "保留中のメッセージ {n} 件が解放される: {list}"}},
	{"describe.change.heldOne", Msg{"1 message is held at the partition: {list}", "メッセージ 1 件が分断線で保留される: {list}"}},
	{"describe.change.held", Msg{"{n} messages are held at the partition: {list}", "メッセージ {n} 件が分断線で保留される: {list}"}},
	{"describe.change.down", Msg{"{node} goes down", "{node} が停止する"}},
	{"describe.change.up", Msg{"{node} is back", "{node} が復帰する"}},
})
