<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
  <context>
    <name>AboutDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="100" />
      <source>&amp;Close</source>
      <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="52" />
      <source>A box of tabletop games.</source>
      <translation>ボードゲームの詰め合わせ。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="45" />
      <source>About OMG Desktop</source>
      <translation>OMG Desktop について</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="76" />
      <source>Built with Qt %1, PySide6 %2 and Python %3.</source>
      <translation>Qt %1、PySide6 %2、Python %3 で構築されています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="57" />
      <source>Names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <translation>名前、数値、ルールは市販のゲームに基づく事実であり、ここに含まれるアートとテキストはすべてオリジナルです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="47" />
      <source>OMG Desktop</source>
      <translation>OMG Desktop</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="87" />
      <source>Parts by others and their licences:</source>
      <translation>使用している他者の部品とそのライセンス：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="140" />
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="141" />
      <source>The full licence texts: %1.</source>
      <translation>ライセンスの全文：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="63" />
      <source>The names and rules of the games belong to their publishers. This is an unofficial fan edition.</source>
      <translation>ゲームの名称とルールはそれぞれの出版社に帰属します。本作は非公式のファン版です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="144" />
      <source>The system libraries this copy carries, and their notices: %1.</source>
      <translation>このコピーに含まれるシステムライブラリとその通知: %1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="69" />
      <source>This program's code is under the MIT licence; its own art, sounds and story text are under CC BY 4.0.</source>
      <translation>このプログラムのコードは MIT ライセンス、独自のアート・サウンド・ストーリーのテキストは CC BY 4.0 で提供されます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/about.py" line="53" />
      <source>Version %1</source>
      <translation>バージョン %1</translation>
    </message>
  </context>
  <context>
    <name>Appearance</name>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="54" />
      <source>&amp;High contrast</source>
      <translation>ハイコントラスト(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="60" />
      <source>Card &amp;text size</source>
      <translation>カードの文字サイズ(&amp;T)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="63" />
      <source>Large</source>
      <translation>大</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="63" />
      <source>Largest</source>
      <translation>特大</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/appearance.py" line="63" />
      <source>Normal</source>
      <translation>標準</translation>
    </message>
  </context>
  <context>
    <name>CampaignDialog</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="95" />
      <source>%1 (over the network)</source>
      <translation>%1(ネットワーク)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="125" />
      <source>%1 is in progress at your network table %2: continue to open it again.</source>
      <translation>%1 はあなたのネットワークの卓 %2 で進行中です。続けると再び開きます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="128" />
      <source>%1 is in progress.</source>
      <translation>%1をプレイ中です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="104" />
      <source>%1 — points %2, goal %3 (%4)</source>
      <translation>%1 — 得点 %2、目標 %3（%4）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="73" />
      <source>%1 — round %2</source>
      <translation>%1 — ラウンド %2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="65" />
      <source>%n players</source>
      <translation>
        <numerusform>%n人</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="165" />
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="69" />
      <location filename="../../omg_desktop/ui/start_offers.py" line="63" />
      <source>&amp;Continue</source>
      <translation>続ける(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="172" />
      <source>&amp;Delete</source>
      <translation>削除(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="166" />
      <source>&amp;New campaign…</source>
      <translation>新しいキャンペーン(&amp;N)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="70" />
      <source>&amp;New game</source>
      <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="167" />
      <source>&amp;Replay chapter</source>
      <translation>章をやり直す(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="121" />
      <source>A decision is waiting: continue to take it.</source>
      <translation>決定を待っています。「続ける」を押して決定してください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="145" />
      <source>A story in chapters, alone (10 rounds a chapter) or with up to 4 players (9 rounds). Your results and decisions change what comes next.</source>
      <translation>章ごとに進む物語です。ひとりで（1章10ラウンド）、または最大4人で（9ラウンド）遊べます。結果と決定によって、その先の展開が変わります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="161" />
      <source>About this campaign</source>
      <translation>このキャンペーンについて</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="123" />
      <source>All In</source>
      <translation>オールイン</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="235" />
      <source>An empty slot: start a new campaign here.</source>
      <translation>空きスロットです。ここで新しいキャンペーンを始められます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="296" />
      <source>Campaign %1 is back as it was at its previous save.</source>
      <translation>キャンペーン %1 を前回の保存時の状態に戻しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="74" />
      <source>Campaign %1 — %2
%3</source>
      <translation>キャンペーン %1 — %2
%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="63" />
      <source>Campaign %1 — damaged
%2</source>
      <translation>キャンペーン %1 — 破損
%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="60" />
      <source>Campaign %1 — empty</source>
      <translation>キャンペーン %1 — 空き</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="155" />
      <source>Campaign slots</source>
      <translation>キャンペーンスロット</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="170" />
      <source>Chapter to play again</source>
      <translation>もう一度プレイする章</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="100" />
      <source>Chapters played</source>
      <translation>プレイした章</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="195" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="67" />
      <source>Continue</source>
      <translation>続ける</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="82" />
      <source>Continue your campaign? %1, saved %2.</source>
      <translation>キャンペーンを続けますか？ %1、保存 %2。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="113" />
      <source>Decision: %1</source>
      <translation>決定：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="316" />
      <source>Delete this campaign? This cannot be undone.</source>
      <translation>このキャンペーンを削除しますか？ 元に戻すことはできません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="176" />
      <source>Friend %1</source>
      <translation>友だち %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="85" />
      <source>Its previous save (the backup) can be loaded instead.</source>
      <translation>代わりに前回の保存データ（バックアップ）を読み込めます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="173" />
      <source>Load the &amp;backup</source>
      <translation>バックアップを読み込む(&amp;B)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/launcher.py" line="117" />
      <source>New campaign</source>
      <translation>新しいキャンペーン</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="130" />
      <source>Next: %1.</source>
      <translation>次：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="192" />
      <source>One game with every new building and character from the start.</source>
      <translation>新しい建物と人物をすべて最初から使う、1回きりのゲームです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="190" />
      <source>Play &amp;All In…</source>
      <translation>オールインをプレイ(&amp;A)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="304" />
      <source>Play this chapter again? The results and decisions of this chapter and the ones after it are forgotten.</source>
      <translation>この章をもう一度プレイしますか？ この章とそれ以降の章の結果と決定は失われます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="98" />
      <source>Players</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="174" />
      <source>Put this campaign's previous save back in its slot.</source>
      <translation>このキャンペーンの前回の保存データをスロットに戻します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="275" />
      <source>Start a new campaign in this slot? The campaign saved there will be lost.</source>
      <translation>このスロットで新しいキャンペーンを始めますか？ 保存されているキャンペーンは失われます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="270" />
      <source>Start a new campaign in this slot? The damaged campaign and its backup (the previous save) will be lost.</source>
      <translation>このスロットで新しいキャンペーンを始めますか？ 破損したキャンペーンとそのバックアップ（前回の保存データ）は失われます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="141" />
      <source>The Longsdale Conspiracy</source>
      <translation>ロングスデイルでの陰謀</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="292" />
      <source>The backup cannot be loaded either: %1</source>
      <translation>バックアップも読み込めません：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="171" />
      <source>The chapter that Replay chapter plays again</source>
      <translation>「章をやり直す」でもう一度遊ぶ章</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="118" />
      <source>The story ended: %1.</source>
      <translation>物語は終わりました：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="83" />
      <source>This campaign cannot be read: %1</source>
      <translation>このキャンペーンは読み込めません：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="87" />
      <source>You can delete it or start anew.</source>
      <translation>削除するか、新しく始めることができます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/campaign_dialog.py" line="65" />
      <source>solo</source>
      <translation>ソロ</translation>
    </message>
  </context>
  <context>
    <name>CampaignSession</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/session.py" line="177" />
      <source>The chapter's network table is not held on this computer any more: the chapter starts again.</source>
      <translation>この章のネットワークの卓はもうこのコンピューターに残っていません。章を最初からやり直します。</translation>
    </message>
  </context>
  <context>
    <name>CardArt</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="151" />
      <source>%1 building</source>
      <translation>%1の建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="121" />
      <source>%1 card from hand</source>
      <translation>手札の%1カード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="22" />
      <source>%1 coins</source>
      <translation>%1コイン</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="149" />
      <source>%1 office</source>
      <translation>%1の事務所</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="147" />
      <source>%1 start building</source>
      <translation>%1の初期建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="69" />
      <source>%1 × %2</source>
      <translation>%2×%1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="21" />
      <source>%n coin(s)</source>
      <translation>
        <numerusform>%n コイン</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="166" />
      <source>(some details: %1)</source>
      <translation>（一部の項目：%1）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="76" />
      <source>+1 %1 in the market, for you only</source>
      <translation>市場に%1が1つ追加（あなた専用）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="657" />
      <source>+1 card</source>
      <translation>カード+1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="81" />
      <source>+1 card in phase I if you hold at most %1 cards at its start</source>
      <translation>フェイズI開始時に手札が%1枚以下なら、フェイズIにカードを1枚多く引く</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="133" />
      <source>Chain: %1, %2</source>
      <translation>チェーン：%1、%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="136" />
      <source>Chain: none</source>
      <translation>チェーン：なし</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/story_faces.py" line="57" />
      <source>Character</source>
      <translation>人物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="96" />
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="180" />
      <source>Cost: %1</source>
      <translation>コスト：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="162" />
      <source>Data: %1</source>
      <translation>データ：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/story_faces.py" line="86" />
      <source>Event</source>
      <translation>イベント</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="138" />
      <source>Half sun</source>
      <translation>半分の太陽</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="182" />
      <source>Needs buildings: %1</source>
      <translation>必要な建物：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="110" />
      <source>Produces: %1, worth %2</source>
      <translation>生産：%1（価値 %2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="174" />
      <source>Unknown assistant %1</source>
      <translation>不明な助手 %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="732" />
      <source>Unknown card</source>
      <translation>不明なカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="92" />
      <source>Unknown card %1</source>
      <translation>不明なカード %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="97" />
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="183" />
      <source>Victory points: %1</source>
      <translation>勝利点：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="101" />
      <source>Worker needs: %1</source>
      <translation>労働者に必要な資源：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="189" />
      <source>Worker, efficient: needs every input shown, produces 2 goods</source>
      <translation>労働者（きちんと）：表示された資源がすべて必要、商品を2個生産</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="192" />
      <source>Worker, sloppy: needs one input fewer, produces 1 good</source>
      <translation>労働者（ずさん）：必要な資源が1つ少なくてよい、商品を1個生産</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="690" />
      <source>card in phase I if you hold ≤ %1 cards</source>
      <translation>フェイズIで手札が%1枚以下のとき</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="173" />
      <source>efficient</source>
      <translation>きちんと</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="214" />
      <source>every input → 2 goods</source>
      <translation>資源すべて → 商品2個</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="58" />
      <source>from one source</source>
      <translation>単一の資料による</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="128" />
      <source>gives %1 %2</source>
      <translation>%2を%1個得る</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="695" />
      <source>in the market, for you</source>
      <translation>市場に（あなた専用）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="78" />
      <source>needs buildings</source>
      <translation>必要な建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="216" />
      <source>one input fewer → 1 good</source>
      <translation>資源1つ不足可 → 商品1個</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="56" />
      <source>our own design</source>
      <translation>独自デザイン</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="59" />
      <source>provisional</source>
      <translation>暫定</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="154" />
      <source>resource: %1</source>
      <translation>資源：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="31" />
      <source>resources of any kind</source>
      <translation>任意の種類の資源</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="178" />
      <source>side %1</source>
      <translation>%1面</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/figures.py" line="175" />
      <source>sloppy</source>
      <translation>ずさん</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/faces.py" line="498" />
      <source>start building</source>
      <translation>初期建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/art/describe.py" line="57" />
      <source>verified (two sources agree)</source>
      <translation>確認済み（2つの資料が一致）</translation>
    </message>
  </context>
  <context>
    <name>CardDataDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="54" />
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="56" />
      <source>About the card data</source>
      <translation>カードのデータについて</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="45" />
      <source>Assistants</source>
      <translation>助手</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="44" />
      <source>Cards</source>
      <translation>カード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/card_data.py" line="41" />
      <source>How sure each card's numbers are, and what the sources we read disagree on.</source>
      <translation>各カードの数値がどれほど確かか、そして参照した資料の間で食い違う点。</translation>
    </message>
  </context>
  <context>
    <name>Coach</name>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="390" />
      <source>%1 is playing…</source>
      <translation>%1がプレイ中…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="409" />
      <source>%1 · %2</source>
      <translation>%1 · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="115" />
      <source>&amp;Continue</source>
      <translation>続ける(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="139" />
      <source>&amp;Finish</source>
      <translation>終了(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="78" />
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="139" />
      <source>&amp;Next</source>
      <translation>次へ(&amp;N)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="115" />
      <source>&amp;Start</source>
      <translation>始める(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="62" />
      <source>A coach plays a game with you and shows every rule on the table. Leave whenever you like: the lesson goes on from the same step next time.</source>
      <translation>コーチがいっしょにゲームをしながら、テーブルの上ですべてのルールを見せてくれます。いつやめてもかまいません。次は同じステップから続きます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="79" />
      <source>About %1 minutes · %2</source>
      <translation>約%1分 · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="76" />
      <source>B&amp;ack</source>
      <translation>戻る(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="77" />
      <source>Do i&amp;t for me</source>
      <translation>代わりにやって(&amp;T)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="43" />
      <source>Finished</source>
      <translation>完了</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="336" />
      <source>First read what I said; press Next when you are ready.</source>
      <translation>まず説明を読んでください。準備ができたら「次へ」を押してください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="80" />
      <source>Go back one step</source>
      <translation>1ステップ戻る</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="79" />
      <source>Lea&amp;ve the lesson</source>
      <translation>レッスンをやめる(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/lessons/launcher.py" line="53" />
      <source>Learn the story game first (%1 min)…</source>
      <translation>先にストーリーゲームを学ぶ（%1分）…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="58" />
      <source>Learn to play</source>
      <translation>遊び方を学ぶ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="41" />
      <source>Left at step %1 of %2</source>
      <translation>ステップ %2 中 %1 で中断</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="70" />
      <source>Lessons</source>
      <translation>レッスン</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="81" />
      <source>Let the coach make this move for you</source>
      <translation>この手をコーチに代わりに打ってもらう</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="44" />
      <source>Not begun</source>
      <translation>未開始</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="348" />
      <source>Not quite: try what I pointed at. If you are stuck, Do it for me makes the move for you.</source>
      <translation>惜しい！示したところを試してください。わからなければ「代わりにやって」でコーチが手を打ちます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/dialog.py" line="89" />
      <source>Start &amp;over</source>
      <translation>最初から(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="128" />
      <source>Step %1 of %2</source>
      <translation>ステップ %1 / %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="83" />
      <source>Stop the lesson; Help ▸ Learn to play goes on from this step later</source>
      <translation>レッスンを中断します。あとで「ヘルプ ▸ 遊び方を学ぶ」からこのステップの続きができます</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="255" />
      <source>That took us off the lesson's path. Let's go back to where we were.</source>
      <translation>レッスンの流れから外れてしまいました。元の場面に戻りましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/lessons/launcher.py" line="56" />
      <source>The Longsdale Conspiracy adds event cards, characters and new buildings: a short lesson shows them in one round before you begin chapter I.</source>
      <translation>「ロングスデイルでの陰謀」ではイベントカード、人物、新しい建物が加わります。第1章を始める前に、短いレッスンで1ラウンドのあいだに見せます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/launcher.py" line="58" />
      <source>The lessons could not be read: %1</source>
      <translation>レッスンを読み込めませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/launcher.py" line="116" />
      <source>This lesson cannot be played: %1</source>
      <translation>このレッスンは遊べません：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/coach.py" line="338" />
      <source>Wait a moment: it is not your move yet.</source>
      <translation>少し待ってください。まだあなたの番ではありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/lessons/panel.py" line="68" />
      <source>What the coach says</source>
      <translation>コーチの説明</translation>
    </message>
  </context>
  <context>
    <name>CoverWidget</name>
    <message>
      <location filename="../../omg_desktop/ui/cover.py" line="44" />
      <source>%1 — click or press Space when ready</source>
      <translation>%1 — 準備ができたらクリックするか Space キーを押してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/cover.py" line="41" />
      <source>Pass the computer to %1</source>
      <translation>コンピューターを%1に渡してください</translation>
    </message>
  </context>
  <context>
    <name>ErrorReport</name>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="191" />
      <source>(no log file could be written)</source>
      <translation>（ログファイルを書き込めませんでした）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="205" />
      <source>Copy the report</source>
      <translation>レポートをコピー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="194" />
      <source>Something went wrong</source>
      <translation>問題が発生しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="195" />
      <source>Something went wrong inside the game.</source>
      <translation>ゲーム内で問題が発生しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/error_report.py" line="198" />
      <source>The autosave keeps the game as it was before this error. If the table looks wrong, quit and resume the game. The report is in %1.</source>
      <translation>自動セーブはこのエラーの前の状態のまま保たれています。テーブルの表示がおかしい場合は、終了してゲームを再開してください。レポートは %1 にあります。</translation>
    </message>
  </context>
  <context>
    <name>EventNotice</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="60" />
      <source>Click or press a key to close.</source>
      <translation>クリックするかキーを押すと閉じます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="50" />
      <source>Event</source>
      <translation>イベント</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="101" />
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/event_notice.py" line="111" />
      <source>Event: %1</source>
      <translation>イベント：%1</translation>
    </message>
  </context>
  <context>
    <name>Game</name>
    <message>
      <location filename="../../omg_desktop/ui/controller.py" line="496" />
      <source>The computer player %1 failed (%2); it plays a simple legal move instead</source>
      <translation>コンピュータープレイヤー%1でエラーが発生しました（%2）。代わりに単純な合法手を指します</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/controller.py" line="271" />
      <source>it is not your decision now</source>
      <translation>今はあなたが決める番ではありません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/controller.py" line="275" />
      <source>you can only act for your own seat</source>
      <translation>自分の席の操作しかできません</translation>
    </message>
  </context>
  <context>
    <name>Gizmos</name>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="181" />
      <source> (%1)</source>
      <translation>（%1）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="36" />
      <source> · first player</source>
      <translation> · スタートプレイヤー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="49" />
      <source> · last round</source>
      <translation> · 最終ラウンド</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="35" />
      <source> · level III: %1</source>
      <translation> · レベルIII：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="164" />
      <source>%1 (up to %2 energies)</source>
      <translation>%2個まで、%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="42" />
      <source>%1 + %2</source>
      <translation>%1 + %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="162" />
      <source>%1 energy may be spent as any colour</source>
      <translation>%1のエネルギーを任意の色として支払える</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="60" />
      <source>%1 or %2</source>
      <translation>%1か%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="53" />
      <source>%1 puts the rest under the level %2 deck</source>
      <translation>%1は残りをレベル%2の山札の下に戻します</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="55" />
      <source>%1 researches level %2</source>
      <translation>%1がレベル%2を開発中</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="42" />
      <source>%1's board (a click on one of their cards closes it)</source>
      <translation>%1のボード（そのカードをクリックすると閉じます）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="182" />
      <source>%1. %2</source>
      <translation>%1。%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="25" />
      <source>%1: %2 · %3 · %4</source>
      <translation>%1：%2 · %3 · %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="171" />
      <source>%1: %2.</source>
      <translation>%1：%2。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="64" />
      <source>%n energy</source>
      <translation>
        <numerusform>エネルギー%n個</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="26" />
      <source>%n gizmo(s)</source>
      <translation>
        <numerusform>ギズモ%n枚</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="25" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="87" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n点</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="26" />
      <source>%n token(s)</source>
      <translation>
        <numerusform>トークン%n個</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="73" />
      <source>&amp;Build</source>
      <translation>設置(&amp;B)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="80" />
      <source>&amp;End the turn</source>
      <translation>手番を終える(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="76" />
      <source>&amp;File</source>
      <translation>ファイリング(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="82" />
      <source>&amp;Pass</source>
      <translation>パス(&amp;P)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="78" />
      <source>&amp;Skip: take none</source>
      <translation>スキップ：どれも取らない(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="209" />
      <source>+%1 VP</source>
      <translation>勝利点+%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="145" />
      <source>+%1 energy storage</source>
      <translation>エネルギー貯蓄+%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="147" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="224" />
      <source>+%1 file</source>
      <translation>アーカイブ+%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="149" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="226" />
      <source>+%1 research</source>
      <translation>開発+%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="222" />
      <source>+%1 store</source>
      <translation>貯蓄+%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="165" />
      <source>, once a turn</source>
      <translation>（1手番に1回）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="188" />
      <source>BUILD</source>
      <translation>設置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="190" />
      <source>BUILD FROM FILE</source>
      <translation>アーカイブから設置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="189" />
      <source>BUILD II</source>
      <translation>レベルII設置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="125" />
      <source>Build</source>
      <translation>設置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="50" />
      <source>Build a level I card of the display for free: click it.</source>
      <translation>ディスプレイのレベルIのカードを1枚無料で設置します：クリックしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="21" />
      <source>Building it takes %1 %2 energy (converters included); you have %3.</source>
      <translation>設置には%2のエネルギーが%1個必要です（変換ギズモを含む）。手持ちは%3個です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="23" />
      <source>Building it takes %1 energy (converters included); you have %2.</source>
      <translation>設置にはエネルギーが%1個必要です（変換ギズモを含む）。手持ちは%2個です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="37" />
      <source>Click the cards in the order they go under the deck (the first goes under first).</source>
      <translation>山札の下に戻す順にカードをクリックしてください（最初にクリックしたカードが先に下に入ります）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="23" />
      <source>Converter</source>
      <translation>変換</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="173" />
      <source>Converter: %1.</source>
      <translation>変換：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="29" />
      <source>Converters</source>
      <translation>変換ギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="15" />
      <source>Converters built</source>
      <translation>設置した変換ギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="10" />
      <source>End-of-game upgrades</source>
      <translation>終了時のアップグレード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="33" />
      <source>Energy %1/%2 · %3 · %4</source>
      <translation>エネルギー %1/%2 · %3 · %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="71" />
      <source>Energy held and the most the ring holds; cards filed and the file's limit; how many cards a Research draws.</source>
      <translation>持っているエネルギーと貯蓄リングの上限、アーカイブのカードとアーカイブの上限、開発で引くカードの枚数。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="191" />
      <source>FILE</source>
      <translation>ファイリング</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="127" />
      <source>File</source>
      <translation>ファイリング</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="46" />
      <source>File a card of the display: click it.</source>
      <translation>ディスプレイのカードを1枚ファイリングします：クリックしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="40" />
      <source>Filed</source>
      <translation>アーカイブ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="13" />
      <source>Gizmos built</source>
      <translation>設置したギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="230" />
      <source>II: −1</source>
      <translation>II: −1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="71" />
      <source>Level %1 %2 %3</source>
      <translation>レベル%1・%2の%3ギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="17" />
      <source>Level I gizmos built</source>
      <translation>設置したレベルIのギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="18" />
      <source>Level II gizmos built</source>
      <translation>設置したレベルIIのギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="19" />
      <source>Level III gizmos built</source>
      <translation>設置したレベルIIIのギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="20" />
      <source>Longest chain reaction</source>
      <translation>最長の連鎖反応</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="31" />
      <source>On a build</source>
      <translation>設置時</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="33" />
      <source>On a build from the file</source>
      <translation>アーカイブから設置時</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="34" />
      <source>On a file</source>
      <translation>ファイリング時</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="32" />
      <source>On a level II build</source>
      <translation>レベルII設置時</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="30" />
      <source>On a pick</source>
      <translation>取り出し時</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="187" />
      <source>PICK</source>
      <translation>取り出し</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="68" />
      <source>Payment</source>
      <translation>支払い</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="116" />
      <source>Pick</source>
      <translation>取り出し</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="42" />
      <source>Pick %n energy from the row.</source>
      <translation>
        <numerusform>エネルギー列からエネルギーを%n個取り出してください。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="21" />
      <source>Points from gizmos</source>
      <translation>ギズモの勝利点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="22" />
      <source>Points from tokens</source>
      <translation>トークンの勝利点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="8" />
      <source>Points printed on built gizmos</source>
      <translation>設置したギズモに印刷された勝利点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="64" />
      <source>Points: those printed on the built gizmos, the victory point tokens, and the end-of-game upgrades' bonus. A 4th level III gizmo or a 16th gizmo ends the game once the round is complete: the round ends before the first player plays again.</source>
      <translation>得点：設置したギズモに印刷された勝利点、勝利点トークン、終了時のアップグレードのボーナス。誰かが4枚目のレベルIIIのギズモか16枚目のギズモを設置すると、そのラウンドが終わったところでゲームが終了します。ラウンドはスタートプレイヤーの手番が再び来る前に終わります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="116" />
      <source>Research</source>
      <translation>開発</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="48" />
      <source>Research: click a deck.</source>
      <translation>開発：山札をクリックしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="35" />
      <source>Research: click a drawn card to build or file it, or skip.</source>
      <translation>開発：引いたカードをクリックして設置かファイリングをするか、スキップしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="48" />
      <source>Round %1 · %2's turn</source>
      <translation>ラウンド %1 · %2の手番</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="42" />
      <source>Several players have the same points: the most gizmos built, then the most energy left, then the latest place after the first player breaks the tie.</source>
      <translation>複数のプレイヤーが同点です：設置したギズモが多い人、次に残ったエネルギーが多い人、次にスタートプレイヤーから最も遠い人が勝ちます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="70" />
      <source>Starting gizmo</source>
      <translation>開始カード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="46" />
      <source>The game is over</source>
      <translation>ゲームは終了しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="25" />
      <source>The game is over.</source>
      <translation>ゲームは終了しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="39" />
      <source>They have the same points, gizmos and energy, and the same place.</source>
      <translation>勝利点、ギズモ、エネルギー、順番のすべてが同じです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="68" />
      <source>This deck is empty.</source>
      <translation>この山札は空です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="24" />
      <source>Trigger</source>
      <translation>発動</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="16" />
      <source>Triggers built</source>
      <translation>設置した発動ギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="22" />
      <source>Upgrade</source>
      <translation>アップグレード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="175" />
      <source>Upgrade: %1.</source>
      <translation>アップグレード：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="28" />
      <source>Upgrades</source>
      <translation>アップグレード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="14" />
      <source>Upgrades built</source>
      <translation>設置したアップグレード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/records.py" line="9" />
      <source>Victory point tokens</source>
      <translation>勝利点トークン</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="23" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>%1が席に着くのを待っています…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="27" />
      <source>Waiting for %1…</source>
      <translation>%1を待っています…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="115" />
      <source>When you build a %1 gizmo</source>
      <translation>%1のギズモを設置したとき</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="119" />
      <source>When you build a gizmo from your file</source>
      <translation>アーカイブからギズモを設置したとき</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="117" />
      <source>When you build a level II gizmo</source>
      <translation>レベルIIのギズモを設置したとき</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="120" />
      <source>When you file a gizmo</source>
      <translation>ギズモをファイリングしたとき</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="113" />
      <source>When you pick %1 energy</source>
      <translation>%1のエネルギーを取り出したとき</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="29" />
      <source>You can do nothing this turn: pass.</source>
      <translation>この手番は何もできません：パスしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="39" />
      <source>You may file it, not build it now.</source>
      <translation>今はファイリングはできますが、設置はできません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="28" />
      <source>You may not file: a gizmo you built forbids it.</source>
      <translation>ファイリングできません：設置したギズモが禁じています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="66" />
      <source>You may not research: a gizmo you built forbids it.</source>
      <translation>開発できません：設置したギズモが禁じています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="40" />
      <source>Your active gizmos glow: click one to use it, or end the turn.</source>
      <translation>発動したギズモが光っています：クリックして使うか、手番を終えてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="62" />
      <source>Your energy ring is full: no room for a marble.</source>
      <translation>貯蓄リングがいっぱいです：球を置く場所がありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/why_words.py" line="29" />
      <source>Your file is full (%1 of %2).</source>
      <translation>アーカイブがいっぱいです（%1/%2）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/prompts.py" line="32" />
      <source>Your turn: click a display card to file or build it, a marble to pick it, or a deck to research.</source>
      <translation>あなたの手番です：ディスプレイのカードをクリックしてファイリングか設置、球をクリックして取り出し、山札をクリックして開発します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="78" />
      <source>a starting gizmo</source>
      <translation>開始カード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="242" />
      <source>any</source>
      <translation>任意の色</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="58" />
      <source>any colour</source>
      <translation>任意の色</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="133" />
      <source>at the end, 1 point for each energy left</source>
      <translation>ゲーム終了時、残ったエネルギー1個につき1点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="134" />
      <source>at the end, 1 point more for each victory point token</source>
      <translation>ゲーム終了時、勝利点トークン1個につきさらに1点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="14" />
      <source>black</source>
      <translation>黒</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="15" />
      <source>blue</source>
      <translation>青</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="106" />
      <source>build a level I gizmo for free</source>
      <translation>レベルIのギズモを無料で設置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="90" />
      <source>cost: %1 %2, worth %3</source>
      <translation>コスト：%2%1、%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="89" />
      <source>cost: %1 of any colours, worth %2</source>
      <translation>コスト：任意の色で%1、%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="207" />
      <source>draw %1</source>
      <translation>%1個引く</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="97" />
      <source>draw %n random energy</source>
      <translation>
        <numerusform>エネルギーをランダムに%n個引く</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="160" />
      <source>each %1 energy you spend counts as 2 of its colour</source>
      <translation>支払う%1のエネルギー1個をその色の2個として数える</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="233" />
      <source>end: 1 VP per energy</source>
      <translation>終了時：
1点/エネルギー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="234" />
      <source>end: tokens ×2</source>
      <translation>終了時：
トークン×2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="210" />
      <source>file</source>
      <translation>ファイリング</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="30" />
      <source>file %1/%2</source>
      <translation>アーカイブ %1/%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="103" />
      <source>file a gizmo</source>
      <translation>ギズモをファイリング</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="212" />
      <source>free I</source>
      <translation>無料 I</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="231" />
      <source>from file: −1</source>
      <translation>アーカイブ: −1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="130" />
      <source>gizmos you build from a research cost 1 less</source>
      <translation>開発から設置するギズモのコストが1少ない</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="127" />
      <source>gizmos you build from your file cost 1 less</source>
      <translation>アーカイブから設置するギズモのコストが1少ない</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="126" />
      <source>level II gizmos cost you 1 less</source>
      <translation>レベルIIのギズモのコストが1少ない</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="18" />
      <source>multi-coloured</source>
      <translation>多色</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="228" />
      <source>never file</source>
      <translation>ファイリング
不可</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="30" />
      <source>never files</source>
      <translation>ファイリング不可</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="229" />
      <source>never research</source>
      <translation>開発不可</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="31" />
      <source>never researches</source>
      <translation>開発不可</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/panel.py" line="38" />
      <source>nothing</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="208" />
      <source>pick %1</source>
      <translation>取り出し%1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="99" />
      <source>pick %n energy from the row</source>
      <translation>
        <numerusform>エネルギー列からエネルギーを%n個取り出す</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="16" />
      <source>red</source>
      <translation>赤</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="105" />
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="211" />
      <source>research</source>
      <translation>開発</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/table_words.py" line="32" />
      <source>research %1</source>
      <translation>開発 %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="232" />
      <source>research: −1</source>
      <translation>開発: −1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="19" />
      <source>starting</source>
      <translation>開始</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="101" />
      <source>take %n victory point token(s)</source>
      <translation>
        <numerusform>勝利点トークンを%n個受け取る</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="79" />
      <source>the level %1 %2 %3</source>
      <translation>レベル%1・%2の%3ギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="17" />
      <source>yellow</source>
      <translation>黄</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="124" />
      <source>you may never file again</source>
      <translation>二度とファイリングできない</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/words.py" line="125" />
      <source>you may never research again</source>
      <translation>二度と開発できない</translation>
    </message>
  </context>
  <context>
    <name>GizmosHint</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="54" />
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="60" />
      <source>%n energy</source>
      <translation>
        <numerusform>エネルギー%n個</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="48" />
      <source>%n of your gizmos</source>
      <translation>
        <numerusform>あなたのギズモ%n枚</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="38" />
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="43" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n点</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="38" />
      <source>Build %1: %2 now.</source>
      <translation>%1を設置：今すぐ%2。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="41" />
      <source>Build %1: it ends the game while you are %2 ahead.</source>
      <translation>%1を設置：%2リードしている今、ゲームの終了を引き起こします。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="71" />
      <source>End the turn: no active gizmo is worth using.</source>
      <translation>手番を終える：使う価値のある発動中のギズモはありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="58" />
      <source>File %1 to build it later (%2 short now).</source>
      <translation>%1をファイリングして後で設置する（今は%2不足）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="72" />
      <source>Pass: there is nothing you can do.</source>
      <translation>パス：できることは何もありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="56" />
      <source>Pick a %1 energy and keep it for later.</source>
      <translation>%1のエネルギーを取り出して、後のために取っておく。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="51" />
      <source>Pick a %1 energy towards %2 (then %3 short).</source>
      <translation>%2に向けて%1のエネルギーを取り出す（それでも%3不足）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="46" />
      <source>Pick a %1 energy: it sets off %2.</source>
      <translation>%1のエネルギーを取り出す：%2が発動します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="70" />
      <source>Put %1 under the deck next.</source>
      <translation>次に%1を山札の下に戻す。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="63" />
      <source>Research level %1: look for a better gizmo there.</source>
      <translation>レベル%1を開発：もっと良いギズモを探す。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="69" />
      <source>Take none of these cards: skip.</source>
      <translation>どのカードも取らない：スキップ。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="67" />
      <source>Use %1: it gives you %2.</source>
      <translation>%1を使う：%2を得られます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="25" />
      <source>a gizmo filed</source>
      <translation>ギズモ1枚のファイリング</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="27" />
      <source>a level I gizmo for free</source>
      <translation>無料のレベルIのギズモ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="22" />
      <source>a random energy</source>
      <translation>ランダムなエネルギー1個</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="26" />
      <source>a research</source>
      <translation>開発1回</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="23" />
      <source>an energy of your choice</source>
      <translation>好きなエネルギー1個</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/hint_words.py" line="24" />
      <source>victory points</source>
      <translation>勝利点</translation>
    </message>
  </context>
  <context>
    <name>GizmosLog</name>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="57" />
      <source>%1 builds %2 %3 (%4).</source>
      <translation>%1が%3%2を設置しました（%4）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="85" />
      <source>%1 can do nothing and passes.</source>
      <translation>%1は何もできないのでパスしました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="48" />
      <source>%1 draws a %2 energy from the dispenser.</source>
      <translation>%1が生成器から%2のエネルギーを1個引きました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="53" />
      <source>%1 files %2 %3.</source>
      <translation>%1が%3%2をファイリングしました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="51" />
      <source>%1 picks a %2 energy.</source>
      <translation>%1が%2のエネルギーを1個取り出しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="40" />
      <source>%1 plays first.</source>
      <translation>%1がスタートプレイヤーです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="73" />
      <source>%1 puts %2 under the level %3 deck.</source>
      <translation>%1が%2をレベル%3の山札の下に戻しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="75" />
      <source>%1 puts a card under the level %2 deck.</source>
      <translation>%1がカードを1枚レベル%2の山札の下に戻しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="60" />
      <source>%1 reaches the end: the round is played out.</source>
      <translation>%1が終了条件を満たしました：このラウンドを最後まで行います。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="69" />
      <source>%1 researches level %2 and draws %3.</source>
      <translation>%1がレベル%2を開発し、%3を引きました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="67" />
      <source>%1 researches level %2 and draws: %3.</source>
      <translation>%1がレベル%2を開発し、次のカードを引きました：%3。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="83" />
      <source>%1 takes %2.</source>
      <translation>%1が%2を受け取りました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="77" />
      <source>%1 takes none of the cards.</source>
      <translation>%1はどのカードも取りませんでした。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="79" />
      <source>%1 uses %2.</source>
      <translation>%1が%2を使いました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="87" />
      <source>%1's turn.</source>
      <translation>%1の手番です。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="68" />
      <source>%n card(s)</source>
      <translation>
        <numerusform>カード%n枚</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="56" />
      <source>%n energy</source>
      <translation>
        <numerusform>エネルギー%n個</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="82" />
      <source>%n victory point token(s)</source>
      <translation>
        <numerusform>勝利点トークン%n個</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="46" />
      <source>A %1 energy rolls into the row.</source>
      <translation>%1のエネルギーがエネルギー列に出ました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="44" />
      <source>New in the display: %1.</source>
      <translation>ディスプレイに新しく出たカード：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="99" />
      <source>Round %1</source>
      <translation>ラウンド %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="99" />
      <source>Set-up</source>
      <translation>準備</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="89" />
      <source>The game is over.</source>
      <translation>ゲームは終了しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="42" />
      <source>The level %1 deck is shuffled.</source>
      <translation>レベル%1の山札をシャッフルしました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="25" />
      <source>a hidden card</source>
      <translation>伏せたカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="30" />
      <source>from the display</source>
      <translation>ディスプレイから</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="30" />
      <source>from the file</source>
      <translation>アーカイブから</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/log_text.py" line="31" />
      <source>from the research</source>
      <translation>開発で引いたカードから</translation>
    </message>
  </context>
  <context>
    <name>HelpDialog</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="249" />
      <source>%n matches</source>
      <translation>
        <numerusform>%n件一致</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="189" />
      <source>&amp;Close</source>
      <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="158" />
      <source>&amp;Find:</source>
      <translation>検索(&amp;F)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="183" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="182" />
      <source>&amp;Rules</source>
      <translation>ルール(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="157" />
      <source>Enter: next match. Shift+Enter: previous match.</source>
      <translation>Enter：次の一致箇所。Shift+Enter：前の一致箇所。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="155" />
      <source>Find in the rules</source>
      <translation>ルール内を検索</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="270" />
      <source>Match %1 of %2</source>
      <translation>%2件中%1件目</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="245" />
      <source>No match</source>
      <translation>一致なし</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="247" />
      <source>One match</source>
      <translation>1件一致</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="143" />
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="148" />
      <source>Rules summary</source>
      <translation>ルール概要</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="161" />
      <source>Search result</source>
      <translation>検索結果</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="154" />
      <source>Search the rules</source>
      <translation>ルールを検索</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="205" />
      <source>The rules summary could not be found at %1.</source>
      <translation>ルール概要が見つかりませんでした：%1</translation>
    </message>
  </context>
  <context>
    <name>Hint</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/window.py" line="40" />
      <source> </source>
      <comment>between two sentences</comment>
      <translation>​</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="169" />
      <source>Build the %1 for %2 coins: it is worth %n point(s) and can produce %3 from next round.</source>
      <translation>
        <numerusform>%1を%2コインで建設しましょう。%nポイントになり、次のラウンドから%3を生産できます。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="182" />
      <source>Build the %1 for %2 coins: it is worth %n point(s).</source>
      <translation>
        <numerusform>%1を%2コインで建設しましょう。%nポイントになります。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="231" />
      <source>Discard the %1: it is the card you need least.</source>
      <translation>%1を捨てましょう。いちばん必要のないカードです。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="200" />
      <source>Hire %1: it is worth %n point(s) and will produce on the %2 every round.</source>
      <translation>
        <numerusform>%1を雇いましょう。%nポイントになり、毎ラウンド%2で生産します。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="210" />
      <source>Hire %1: it is worth %n point(s).</source>
      <translation>
        <numerusform>%1を雇いましょう。%nポイントになります。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="313" />
      <source>It lacks %n resource(s), which the sunset row or your hand may supply.</source>
      <translation>
        <numerusform>資源があと%n個足りませんが、日暮れの列か手札で補えるかもしれません。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="369" />
      <source>It may have to wait for more goods, but planning it costs nothing.</source>
      <translation>商品が増えるまで待つかもしれませんが、計画するだけなら損はありません。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="322" />
      <source>It still lacks %n resources, but it is your best chance.</source>
      <translation>
        <numerusform>まだ資源が%n個足りませんが、いちばん見込みがあります。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="111" />
      <source>Keep your hand: its cards serve your buildings or are worth building.</source>
      <translation>手札を残しましょう。建物の役に立つか、建てる価値のあるカードです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="122" />
      <source>Let the %1 rest this round: the cards it would need are worth more in your hand.</source>
      <translation>このラウンドは%1を休ませましょう。必要なカードは手札に残すほうが価値があります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="214" />
      <source>Move the assistant to the %1.</source>
      <translation>助手を%1に移しましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="260" />
      <source>Neither building nor hiring pays off now: keep your goods.</source>
      <translation>今は建設も雇用も割に合いません。商品を取っておきましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="263" />
      <source>Nothing here is worth doing: move on.</source>
      <translation>ここでは得になることがありません。先へ進みましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="262" />
      <source>Nothing more to produce.</source>
      <translation>これ以上生産するものはありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="340" />
      <source>Plan nothing: no card in your hand is worth its price yet.</source>
      <translation>何も計画しないでおきましょう。手札にまだ値段に見合うカードがありません。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="351" />
      <source>Plan the %1 (%2 coins, %n point(s), worth about %3 to you with what it adds later).</source>
      <translation>
        <numerusform>%1を計画しましょう（%2コイン、%nポイント。後の効果を含めて、あなたにとって約%3の価値）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="136" />
      <source>Produce %1 on the %2 by discarding %3: those are the cards you need least.</source>
      <translation>%3を捨てて%2で%1を生産しましょう。いちばん必要のないカードです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="146" />
      <source>Produce %1 on the %2.</source>
      <translation>%2で%1を生産しましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="221" />
      <source>Put %1 at the %2, your most reliable building after the worker's.</source>
      <translation>%1を%2に置きましょう。労働者の次にいちばん確実な建物です。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="290" />
      <source>Put your worker efficiently on the %1 to make %n %2.</source>
      <translation>
        <numerusform>労働者を%1にきちんと置いて、%2を%n個作りましょう。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="299" />
      <source>Put your worker sloppily on the %1 (one input may be missing) to make %n %2.</source>
      <translation>
        <numerusform>労働者を%1にずさんに置いて（資源が1つ欠けてもかまいません）、%2を%n個作りましょう。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="152" />
      <source>Run the chain of the %1 (%2×): it makes %n good(s) (%3), worth more than what it uses.</source>
      <translation>
        <numerusform>%1の生産チェーンを%2回使いましょう。商品が%n個（%3）でき、使うものより価値があります。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="244" />
      <source>Stop the chains here: the cards left are worth more in your hand.</source>
      <translation>生産チェーンはここまでにしましょう。残りのカードは手札にあるほうが価値があります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="101" />
      <source>Swap your whole hand: these cards are worth less to you than fresh ones would be on average.</source>
      <translation>手札をすべて交換しましょう。このカードは、平均的な新しいカードより価値が低いです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="365" />
      <source>The goods you make should pay for it.</source>
      <translation>作る商品で支払えるはずです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="309" />
      <source>The sunrise row already shows everything it needs.</source>
      <translation>日の出の列に、必要なものがすでに全部そろっています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="237" />
      <source>This is what the Normal computer player would do.</source>
      <translation>これがコンピューター（ノーマル）の選ぶ手です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="363" />
      <source>You can already pay for it.</source>
      <translation>もう支払えます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="253" />
      <source>You cannot pay the %1 coins for the planned card yet (it goes back to your hand), and no assistant is worth hiring now.</source>
      <translation>計画したカードの%1コインはまだ払えません（カードは手札に戻ります）。今は雇う価値のある助手もいません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/bots/hint.py" line="270" />
      <source>Your worker stays home this round: an assistant works at each of your production buildings.</source>
      <translation>このラウンド、労働者は家に留まります。あなたの生産建物にはすべて助手が働いています。</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="54" />
      <source>The finished game was not recorded in the history: %1</source>
      <translation>終わったゲームを履歴に記録できませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="56" />
      <source>The game history cannot be used (%1), so finished games are not recorded while the game runs. The file is left as it is.</source>
      <translation>ゲームの履歴を使えません（%1）。そのため、ゲームを起動している間は終わったゲームを記録しません。ファイルはそのまま残します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="46" />
      <source>The game history could not be read (%1). It was set aside as %2, and a new history was started: finished games are recorded in it from now on.</source>
      <translation>ゲームの履歴を読み込めませんでした（%1）。%2 という名前で別に保管し、新しい履歴を始めました。これからは終わったゲームを新しい履歴に記録します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="28" />
      <source>a newer version of the game wrote it</source>
      <translation>新しいバージョンのゲームで書き込まれています</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="26" />
      <source>another program keeps it locked</source>
      <translation>ほかのプログラムがロックしています</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="25" />
      <source>it is damaged</source>
      <translation>壊れています</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="23" />
      <source>it is not a database</source>
      <translation>データベースではありません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="27" />
      <source>its folder cannot be written</source>
      <translation>フォルダーに書き込めません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/history_text.py" line="24" />
      <source>its tables are not the ones this game writes</source>
      <translation>このゲームが書き込む表の形ではありません</translation>
    </message>
  </context>
  <context>
    <name>KingdomBuilder</name>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="30" />
      <source> · last round</source>
      <translation> · 最終ラウンド</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="41" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="42" />
      <source>%1 %2</source>
      <translation>%1 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="56" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="84" />
      <source>%1 at %2</source>
      <translation>%2の%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="53" />
      <source>%1 builds on %2 at %3 with the %4.</source>
      <translation>%1が%4で%3（%2）に建てる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="55" />
      <source>%1 builds on %2 at %3.</source>
      <translation>%1が%3（%2）に建てる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="39" />
      <source>%1 draws a %2 card.</source>
      <translation>%1が%2のカードを引く。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="40" />
      <source>%1 draws a terrain card.</source>
      <translation>%1が地形カードを1枚引く。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="71" />
      <source>%1 ends their turn.</source>
      <translation>%1が手番を終える。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="34" />
      <source>%1 from %2</source>
      <translation>%2で%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="69" />
      <source>%1 has built their last settlement: the round is played out.</source>
      <translation>%1が最後の集落を建てた：このラウンドを最後まで行う。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="64" />
      <source>%1 has left the %2 at %3: its tile leaves the game.</source>
      <translation>%1が%3の%2から離れた：そのタイルはゲームから除かれる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="54" />
      <source>%1 location at %2, %3</source>
      <translation>%2の場所「%1」、%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="57" />
      <source>%1 moves a settlement from %2 to %3 with the %4.</source>
      <translation>%1が%4で集落を%2から%3へ動かす。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="82" />
      <source>%1 on %2 at %3</source>
      <translation>%1、%3の%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="42" />
      <source>%1 plays first.</source>
      <translation>%1がスタートプレイヤー。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="56" />
      <source>%1 share the victory with %2 gold each.</source>
      <translation>%1が金%2ずつで勝利を分け合いました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="44" />
      <source>%1 shows their terrain card: %2.</source>
      <translation>%1が地形カードを公開：%2。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="61" />
      <source>%1 takes a location tile: %2 (usable from their next turn).</source>
      <translation>%1が場所タイル「%2」を取る（次の手番から使える）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="67" />
      <source>%1 uses the %2.</source>
      <translation>%1が%2を使う。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="55" />
      <source>%1 wins with %2 gold.</source>
      <translation>%1が金%2で勝利しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="90" />
      <source>%1's %2 tile, %3</source>
      <translation>%1の%2タイル、%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="44" />
      <source>%1's settlement (%2)</source>
      <translation>%1の集落（%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="86" />
      <source>%1's supply: %2 left</source>
      <translation>%1の手持ち：残り%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="98" />
      <source>%1's terrain card, face down</source>
      <translation>%1の地形カード（裏向き）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="99" />
      <source>%1's terrain card: %2</source>
      <translation>%1の地形カード：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="59" />
      <source>%1, %2</source>
      <translation>%1、%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="61" />
      <source>%1, empty</source>
      <translation>%1、空き</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="278" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="122" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="124" />
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="17" />
      <source>%1: %2 · %3 left</source>
      <translation>%1：%2 · 残り%3</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="203" />
      <source>%n gold</source>
      <translation>
        <numerusform>金%n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="198" />
      <source>%n settlement(s)</source>
      <translation>
        <numerusform>集落%n個</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="56" />
      <source>%n settlement(s) a turn on the terrain of your card.</source>
      <translation>
        <numerusform>毎手番、カードの地形に集落%n個。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="210" />
      <source>%n tile(s) left</source>
      <translation>
        <numerusform>タイル残り%n枚</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="82" />
      <source>&amp;Cancel the tile</source>
      <translation>タイルを取り消す(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="84" />
      <source>&amp;End the turn</source>
      <translation>手番を終える(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="84" />
      <source>1 gold for each of your settlements next to Water.</source>
      <translation>水の隣にある自分の集落1つにつき金1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="102" />
      <source>1 gold for each of your settlements next to a Mountain.</source>
      <translation>山の隣にある自分の集落1つにつき金1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="105" />
      <source>1 gold for each of your settlements next to a location or a castle.</source>
      <translation>場所か城の隣にある自分の集落1つにつき金1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="92" />
      <source>1 gold for each row of the board with a settlement of yours.</source>
      <translation>自分の集落がある横列1本につき金1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="95" />
      <source>1 gold for each separate group of your settlements (a lone one counts).</source>
      <translation>自分の集落の独立したグループ1つにつき金1（1つだけの集落も数える）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="99" />
      <source>1 gold for every 2 settlements in your largest group.</source>
      <translation>自分の最大のグループの集落2つにつき金1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="109" />
      <source>2 gold for each of your settlements in the row where you have the most.</source>
      <translation>自分の集落が最も多い横列の、その集落1つにつき金2。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="118" />
      <source>3 gold for each of your settlements in the quarter of the board where you have the fewest.</source>
      <translation>自分の集落が最も少ない区画の、その集落1つにつき金3。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="87" />
      <source>4 gold for each location or castle joined by your settlements to another location or castle.</source>
      <translation>自分の集落で別の場所か城とつながった場所または城1つにつき金4。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="61" />
      <source>A castle or a location: nobody builds there.</source>
      <translation>城か場所：誰も建てられない。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="31" />
      <source>Barn</source>
      <translation>納屋</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="33" />
      <source>Build %n settlement(s) on %1 (%2 left), or first use a tile.</source>
      <translation>
        <numerusform>%1に集落を%n個建てる（残り%2）。先にタイルを使ってもよい。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="35" />
      <source>Build %n settlement(s) on %1 (%2 left).</source>
      <translation>
        <numerusform>%1に集落を%n個建てる（残り%2）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="52" />
      <source>Build 1 settlement at either end of a straight line of 3 or more of your settlements.</source>
      <translation>自分の集落が3つ以上まっすぐ並んだ列のどちらかの端に集落を1つ建てる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="44" />
      <source>Build 1 settlement on Desert, next to your own if you can.</source>
      <translation>砂漠に集落を1つ建てる。できれば自分の集落の隣に。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="41" />
      <source>Build 1 settlement on Grass, next to your own if you can.</source>
      <translation>草原に集落を1つ建てる。できれば自分の集落の隣に。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="47" />
      <source>Build 1 settlement on any buildable hex at the edge of the board, next to your own if you can.</source>
      <translation>ボードの端の建てられるヘクスに集落を1つ建てる。できれば自分の集落の隣に。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="36" />
      <source>Build 1 settlement on the terrain of the card you played this turn, next to your own if you can.</source>
      <translation>この手番に出したカードの地形に集落を1つ建てる。できれば自分の集落の隣に。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="62" />
      <source>Build on the %1 at %2.</source>
      <translation>%2の%1に建てましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="15" />
      <source>Canyon</source>
      <translation>峡谷</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="21" />
      <source>Castle</source>
      <translation>城</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="188" />
      <source>Castles</source>
      <translation>城</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="50" />
      <source>Choose the settlement the %1 moves (Esc: cancel).</source>
      <translation>%1で動かす集落を選んでください（Esc：取り消し）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="45" />
      <source>Choose where the %1 builds a settlement (Esc: cancel).</source>
      <translation>%1で集落を建てる場所を選んでください（Esc：取り消し）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="55" />
      <source>Choose where the %1 moves this settlement (Esc: cancel).</source>
      <translation>%1でこの集落を動かす先を選んでください（Esc：取り消し）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="76" />
      <source>Citizens</source>
      <translation>市民</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="16" />
      <source>Desert</source>
      <translation>砂漠</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="74" />
      <source>Discoverers</source>
      <translation>探検家</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="37" />
      <source>End your turn (Enter) or use a tile.</source>
      <translation>手番を終える（Enter）か、タイルを使ってください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="39" />
      <source>End your turn (Enter).</source>
      <translation>手番を終えてください（Enter）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="56" />
      <source>End your turn: no tile action would gain anything now.</source>
      <translation>手番を終えましょう：今はどのタイルのアクションも得になりません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="58" />
      <source>End your turn: there is nothing more to do in it.</source>
      <translation>手番を終えましょう：もうすることはありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="27" />
      <source>Farm</source>
      <translation>農場</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="81" />
      <source>Farmers</source>
      <translation>農夫</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="72" />
      <source>Fishermen</source>
      <translation>漁師</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="17" />
      <source>Flower field</source>
      <translation>花畑</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="18" />
      <source>Forest</source>
      <translation>森</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="220" />
      <source>Gold from %1</source>
      <translation>%1の金</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="22" />
      <source>Gold from castles</source>
      <translation>城の金</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="54" />
      <source>Gold so far, card by card:</source>
      <translation>現在の金（カードごと）：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="48" />
      <source>Gold so far: what the three Kingdom Builder cards and the castles would give if the game ended now. When a player places their last settlement, the round is played to its end.</source>
      <translation>現在の金：今ゲームが終わったら3枚のキングダムビルダーカードと城で得られる金。誰かが最後の集落を建てたら、そのラウンドを最後まで行います。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="14" />
      <source>Grass</source>
      <translation>草原</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="21" />
      <source>Groups of settlements</source>
      <translation>集落のグループ数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="32" />
      <source>Harbor</source>
      <translation>港</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="75" />
      <source>Hermits</source>
      <translation>隠者</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="113" />
      <source>In each quarter of the board: 12 gold to whoever has the most settlements there, 6 gold to the next.</source>
      <translation>区画ごとに、集落が最も多いプレイヤーに金12、次に多いプレイヤーに金6。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="36" />
      <source>It brings %1.</source>
      <translation>これで%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="43" />
      <source>It brings a castle within one build.</source>
      <translation>これで城まであと1回の建設になる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="46" />
      <source>It brings the %1 tiles within one build.</source>
      <translation>これで%1のタイルまであと1回の建設になる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="40" />
      <source>It gives up your %1 tile.</source>
      <translation>これで%1のタイルを失う。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="49" />
      <source>It keeps room next to your settlements for the cards to come.</source>
      <translation>これで次のカードのために自分の集落の隣に空きを残せる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="38" />
      <source>It takes a %1 tile.</source>
      <translation>これで%1のタイルを取る。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="148" />
      <source>Kingdom Builder</source>
      <translation>キングダムビルダー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="93" />
      <source>Kingdom Builder card %1: %2</source>
      <translation>キングダムビルダーカード「%1」：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="79" />
      <source>Knights</source>
      <translation>騎士</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="20" />
      <source>Largest group of settlements</source>
      <translation>最大の集落グループ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="22" />
      <source>Location</source>
      <translation>場所</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="19" />
      <source>Location tile actions taken</source>
      <translation>場所タイルを使った回数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="18" />
      <source>Location tiles held at the end</source>
      <translation>終了時の場所タイル</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="80" />
      <source>Lords</source>
      <translation>領主</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="73" />
      <source>Merchants</source>
      <translation>商人</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="77" />
      <source>Miners</source>
      <translation>鉱夫</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="20" />
      <source>Mountain</source>
      <translation>山</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="59" />
      <source>Mountain: nobody builds there.</source>
      <translation>山：誰も建てられない。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="65" />
      <source>Move 1 of your settlements exactly 2 hexes in a straight line, jumping over anything, onto an empty buildable hex.</source>
      <translation>自分の集落を1つ、まっすぐちょうど2ヘクス、何があっても飛び越えて、建てられる空きヘクスへ動かす。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="61" />
      <source>Move 1 of your settlements onto Water, next to your own if you can.</source>
      <translation>自分の集落を1つ水へ動かす。できれば自分の集落の隣に。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="56" />
      <source>Move 1 of your settlements to the terrain of the card you played this turn, next to your own if you can.</source>
      <translation>自分の集落を1つ、この手番に出したカードの地形へ動かす。できれば自分の集落の隣に。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="47" />
      <source>No empty %1 hex is left: the card leaves the game.</source>
      <translation>%1の空きヘクスが残っていない：カードはゲームから除かれる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="257" />
      <source>Not a hex the %1 may reach now.</source>
      <translation>%1で今は行けないヘクス。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="65" />
      <source>Not next to your settlements, while a hex of this terrain next to them is free.</source>
      <translation>自分の集落の隣ではない（この地形の空きヘクスが隣にある）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="63" />
      <source>Not the terrain of your card (%1).</source>
      <translation>カードの地形（%1）ではない。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="28" />
      <source>Oasis</source>
      <translation>オアシス</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="26" />
      <source>Oracle</source>
      <translation>神託所</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="33" />
      <source>Paddock</source>
      <translation>牧場</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="32" />
      <source>Player %1</source>
      <translation>プレイヤー%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="93" />
      <source>Round %1</source>
      <translation>ラウンド%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="29" />
      <source>Round %1 · %2's turn</source>
      <translation>ラウンド%1 · %2の手番</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="93" />
      <source>Set-up</source>
      <translation>準備</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="17" />
      <source>Settlements built</source>
      <translation>建てた集落</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="48" />
      <source>Several players have the same gold: there is no tie-breaker, they share the win.</source>
      <translation>複数のプレイヤーの金が同じ：同点の決着方法はなく、勝利を分け合う。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="74" />
      <source>Something happened (%1).</source>
      <translation>何かが起きた（%1）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="55" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="256" />
      <source>Taken.</source>
      <translation>使用中。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="55" />
      <source>Taken: your settlement.</source>
      <translation>使用中：自分の集落。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="30" />
      <source>Tavern</source>
      <translation>酒場</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="23" />
      <source>Terrain card</source>
      <translation>地形カード</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/kingdom_builder/face/speech.py" line="102" />
      <source>Terrain deck, %n card(s)</source>
      <translation>
        <numerusform>地形カードの山札、%n枚</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="33" />
      <source>The Kingdom Builder cards of this game: %1.</source>
      <translation>このゲームのキングダムビルダーカード：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="30" />
      <source>The board is laid out: the %1 sections.</source>
      <translation>ボードの区画：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/table_words.py" line="26" />
      <source>The game is over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="73" />
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="22" />
      <source>The game is over.</source>
      <translation>ゲーム終了。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/log_text.py" line="35" />
      <source>The terrain cards are shuffled (%1).</source>
      <translation>地形カードを切り混ぜる（%1枚）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/records.py" line="47" />
      <source>They have the same gold: they share the win.</source>
      <translation>金が同じ：勝利を分け合う。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="29" />
      <source>Tower</source>
      <translation>塔</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="40" />
      <source>Use a tile.</source>
      <translation>タイルを使ってください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="65" />
      <source>Use your %1: build on the %2 at %3.</source>
      <translation>%1を使って、%3の%2に建てましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/hint_words.py" line="69" />
      <source>Use your %1: move your settlement from %2 to the %3 at %4.</source>
      <translation>%1を使って、集落を%2から%4の%3へ動かしましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="20" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>%1が席に着くのを待っています…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/prompts.py" line="24" />
      <source>Waiting for %1…</source>
      <translation>%1を待っています…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="19" />
      <source>Water</source>
      <translation>水</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/panel.py" line="57" />
      <source>Water: nobody builds there (a location tile may move a settlement onto it).</source>
      <translation>水：誰も建てられない（場所タイルで集落を動かすことはできる）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="78" />
      <source>Workers</source>
      <translation>労働者</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="129" />
      <source>hall</source>
      <translation>館</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="126" />
      <source>house</source>
      <translation>家</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="128" />
      <source>hut</source>
      <translation>小屋</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="209" />
      <source>no tiles left</source>
      <translation>タイル残りなし</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="132" />
      <source>ready to use</source>
      <translation>使用可能</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="193" />
      <source>row %1, column %2</source>
      <translation>%1行%2列</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="133" />
      <source>taken this turn, usable from your next</source>
      <translation>この手番に取った。次の手番から使える</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="127" />
      <source>tower</source>
      <translation>塔</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/kingdom_builder/face/words.py" line="134" />
      <source>used this turn</source>
      <translation>この手番に使用済み</translation>
    </message>
  </context>
  <context>
    <name>Library</name>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="56" />
      <source>%1–%2 minutes</source>
      <translation>%1～%2分</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="48" />
      <source>%1–%2 players</source>
      <translation>%1～%2人</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/library/tile.py" line="55" />
      <source>%n minute(s)</source>
      <translation>
        <numerusform>%n分</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/library/tile.py" line="47" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n人</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="82" />
      <location filename="../../omg_desktop/ui/library/window.py" line="66" />
      <source>&amp;Continue</source>
      <translation>続ける(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="65" />
      <source>&amp;Game</source>
      <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="105" />
      <source>&amp;Host a network game</source>
      <translation>ネットワークゲームを主催(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="106" />
      <source>&amp;Join a network game</source>
      <translation>ネットワークゲームに参加(&amp;J)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="36" />
      <source>&amp;Learn to play</source>
      <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="35" />
      <source>&amp;New game</source>
      <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="69" />
      <source>&amp;Not now</source>
      <translation>今はしない(&amp;N)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="71" />
      <source>&amp;Quit</source>
      <translation>終了(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="37" />
      <source>&amp;Rules</source>
      <translation>ルール(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="87" />
      <source>All &amp;unfinished…</source>
      <translation>未完了をすべて(&amp;U)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="90" />
      <source>All unfinished games</source>
      <translation>未完了のゲームすべて</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="309" />
      <source>Back to the librar&amp;y</source>
      <translation>ライブラリに戻る(&amp;Y)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="39" />
      <source>Ca&amp;mpaign</source>
      <translation>キャンペーン(&amp;M)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="59" />
      <source>Choose a game to learn, or look around first: each game's Learn to play keeps its lessons.</source>
      <translation>学ぶゲームを選ぶか、まずは見て回りましょう。各ゲームの「遊び方を学ぶ」からいつでもレッスンを始められます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="106" />
      <source>Continue</source>
      <translation>続ける</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="89" />
      <source>Every unfinished game, chapter and network table</source>
      <translation>未完了のゲーム、章、ネットワークの卓すべて</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="57" />
      <source>Games in the box</source>
      <translation>箱の中のゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="51" />
      <source>Learn to play</source>
      <translation>遊び方を学ぶ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="36" />
      <source>Learn to play %1</source>
      <translation>%1の遊び方を学ぶ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="59" />
      <source>Library</source>
      <translation>ライブラリ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/screen.py" line="79" />
      <source>Looking for an unfinished game…</source>
      <translation>未完了のゲームを探しています…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="35" />
      <source>New game of %1</source>
      <translation>%1の新しいゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/first_lesson.py" line="53" />
      <source>New to these games? Each game of the box has a guided first game: a coach shows you every rule as you play, and you can leave at any time.</source>
      <translation>はじめてですか？ 箱のどのゲームにもガイド付きの最初のゲームがあります。コーチが遊びながらルールをひとつずつ説明します。いつでも中断できます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="38" />
      <source>S&amp;tatistics</source>
      <translation>統計(&amp;T)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="38" />
      <source>Statistics of %1</source>
      <translation>%1の統計</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="39" />
      <source>The campaign of %1</source>
      <translation>%1のキャンペーン</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="81" />
      <source>The picture of %1</source>
      <translation>%1の絵</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/tile.py" line="37" />
      <source>The rules of %1</source>
      <translation>%1のルール</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/library/window.py" line="191" />
      <source>Your last game's save is damaged: its backup can be loaded.</source>
      <translation>前回のゲームのセーブが壊れています。バックアップを読み込めます。</translation>
    </message>
  </context>
  <context>
    <name>Log</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="76" />
      <source>%1 (%2)</source>
      <comment>goods paid, then their value in coins</comment>
      <translation>%1（%2コイン）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/words.py" line="26" />
      <source>%1 and %2</source>
      <translation>%1と%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="343" />
      <source>%1 assigned %2 to the %3</source>
      <translation>%1は%2を%3に配置しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="296" />
      <source>%1 built a %2 for free</source>
      <translation>%1は%2を無料で建設しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="300" />
      <source>%1 built a %2, paying %3</source>
      <translation>%1は%3を支払って%2を建設しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="295" />
      <source>%1 built an %2 for free</source>
      <translation>%1は%2を無料で建設しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="298" />
      <source>%1 built an %2, paying %3</source>
      <translation>%1は%3を支払って%2を建設しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="322" />
      <source>%1 did not build the planned %2; it goes back to their hand</source>
      <translation>%1は計画していた%2を建設しませんでした。カードは手札に戻ります</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="326" />
      <source>%1 did not build the planned %2; it is discarded</source>
      <translation>%1は計画していた%2を建設しませんでした。カードは捨て札になります</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="331" />
      <source>%1 did not build their planned card; it goes back to their hand</source>
      <translation>%1は計画していたカードを建設しませんでした。カードは手札に戻ります</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="335" />
      <source>%1 did not build their planned card; it is discarded</source>
      <translation>%1は計画していたカードを建設しませんでした。カードは捨て札になります</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="187" />
      <source>%1 discarded %2</source>
      <translation>%1は%2を捨てました</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="159" />
      <source>%1 drew %n card(s)</source>
      <translation>
        <numerusform>%1はカードを%n枚引きました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="158" />
      <source>%1 drew %n card(s): %2</source>
      <translation>
        <numerusform>%1はカードを%n枚引きました：%2</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="169" />
      <source>%1 drew an extra card</source>
      <translation>%1は追加でカードを1枚引きました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="165" />
      <source>%1 drew an extra card: %2</source>
      <translation>%1は追加でカードを1枚引きました：%2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="145" />
      <source>%1 exchanged their whole hand (%n card(s))</source>
      <translation>
        <numerusform>%1は手札をすべて交換しました（%n枚）</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="427" />
      <source>%1 gets %n good(s) on their %2</source>
      <translation>
        <numerusform>%1の%2に商品が%n個置かれました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="213" />
      <source>%1 has made their choices</source>
      <translation>%1は選択を終えました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="440" />
      <source>%1 has nothing to pay</source>
      <translation>%1には支払うものがありません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="310" />
      <source>%1 hired %2 for the %3, paying %4</source>
      <translation>%1は%4を支払って%2を雇い、%3に配置しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="308" />
      <source>%1 hired %2, paying %3</source>
      <translation>%1は%3を支払って%2を雇いました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="150" />
      <source>%1 kept their hand</source>
      <translation>%1は手札をそのまま残しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="267" />
      <source>%1 let the %2 produce nothing</source>
      <translation>%1は%2で生産しませんでした</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="433" />
      <source>%1 loses %n good(s) from their %2</source>
      <translation>
        <numerusform>%1の%2から商品が%n個取り除かれました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="218" />
      <source>%1 moved an assistant to the %2, paying %3</source>
      <translation>%1は%3を支払って助手を%2に移動しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="441" />
      <source>%1 pays %2</source>
      <translation>%1は%2を支払いました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="242" />
      <source>%1 planned a building, face down</source>
      <translation>%1は建設する建物を裏向きで計画しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="390" />
      <source>%1 played %2</source>
      <translation>%1は%2をプレイしました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="233" />
      <source>%1 put their worker on the %2, working efficiently</source>
      <translation>%1は労働者を%2に置きました（きちんと）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="237" />
      <source>%1 put their worker on the %2, working sloppily</source>
      <translation>%1は労働者を%2に置きました（ずさん）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="282" />
      <source>%1 ran the %2 chain %n time(s), gaining %3</source>
      <translation>
        <numerusform>%1は%2の生産チェーンを%n回実行し、%3を得ました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="261" />
      <source>%1's %2 produced %3</source>
      <translation>%1の%2が%3を生産しました</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="254" />
      <source>%1's %2 produced %3, using %n card(s) from hand</source>
      <translation>
        <numerusform>%1の%2が手札%n枚を使って%3を生産しました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="269" />
      <source>%1's %2 produced nothing: resources are missing</source>
      <translation>%1の%2は資源が足りず、何も生産しませんでした</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="227" />
      <source>%1's worker stays home: an assistant works at each of their buildings</source>
      <translation>%1の労働者は家に留まります（すべての建物で助手が働いています）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/words.py" line="28" />
      <source>%1, %2</source>
      <translation>%1、%2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="470" />
      <source>%1: %n</source>
      <translation>
        <numerusform>%1：%n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="62" />
      <source>%n %1</source>
      <comment>a count of a good or resource</comment>
      <translation>
        <numerusform>%1×%n</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/words.py" line="16" />
      <source>, </source>
      <comment>between the items of a list</comment>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="482" />
      <source>A character card is drawn and discarded: %1</source>
      <translation>人物カードが引かれ、捨て札になりました：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="180" />
      <source>Both piles are empty: every player discards half their hand</source>
      <translation>山札も捨て札もなくなりました：全員が手札の半分を捨てます</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="475" />
      <source>Cards to discard because of the event: %1</source>
      <translation>イベントにより捨てるカード：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="384" />
      <source>Event: %1</source>
      <translation>イベント：%1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="375" />
      <source>Game over: %1 share the victory with %n point(s) each</source>
      <translation>
        <numerusform>ゲーム終了：%1が%n点で勝利を分け合いました</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="373" />
      <source>Game over: %1 wins with %n point(s)</source>
      <translation>
        <numerusform>ゲーム終了：%1が%n点で勝利しました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="406" />
      <source>New assistant for hire: %1</source>
      <translation>新たに雇える助手：%1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="398" />
      <source>New building: %1 (%n card(s) in the display)</source>
      <translation>
        <numerusform>新しい建物：%1（%n枚が並びます）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="404" />
      <source>New character in the draw pile: %1</source>
      <translation>山札に新しい人物：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="132" />
      <source>Phase I: each player may exchange their hand</source>
      <translation>フェイズI：各プレイヤーは手札を交換できます</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="134" />
      <source>Phase II: each player places their worker and plans a building</source>
      <translation>フェイズII：各プレイヤーは労働者を配置し、建設する建物を計画します</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="138" />
      <source>Phase III: the sunset row is revealed</source>
      <translation>フェイズIII：日暮れの列がめくられます</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="351" />
      <source>Phase IV: %1's turn to produce and build</source>
      <translation>フェイズIV：%1が生産と建設を行う番です</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="89" />
      <source>Round %1</source>
      <translation>ラウンド %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="123" />
      <source>Round %1 begins; %2 is the first player</source>
      <translation>ラウンド %1 開始。スタートプレイヤーは%2です</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="91" />
      <source>Round %1, phase %2</source>
      <translation>ラウンド %1、フェイズ%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="206" />
      <source>Sunrise row: %1 is revealed (%2)</source>
      <translation>日の出の列：%1がめくられました（%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="198" />
      <source>Sunrise row: %1 with a half sun is revealed (%2)</source>
      <translation>日の出の列：半分の太陽付きの%1がめくられました（%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="208" />
      <source>Sunset row: %1 is revealed (%2)</source>
      <translation>日暮れの列：%1がめくられました（%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="202" />
      <source>Sunset row: %1 with a half sun is revealed (%2)</source>
      <translation>日暮れの列：半分の太陽付きの%1がめくられました（%2）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="174" />
      <source>The discard pile was shuffled into a new draw pile of %n card(s)</source>
      <translation>
        <numerusform>捨て札をシャッフルして、%n枚の新しい山札にしました</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="356" />
      <source>The end of the game is near: round %1 will be the last</source>
      <translation>ゲームの終わりが近づいています：ラウンド %1 が最終ラウンドです</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="363" />
      <source>The round ends: the market's %n card(s) are discarded</source>
      <translation>
        <numerusform>ラウンド終了：市場のカード%n枚を捨てます</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="460" />
      <source>This round %1 may move %n assistant(s) for free</source>
      <translation>
        <numerusform>このラウンド、%1は助手を%n人まで無料で移動できます</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="448" />
      <source>This round %1 sees one more %2 in the market</source>
      <translation>このラウンド、%1の市場には%2が1つ多く出ます</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="453" />
      <source>This round %1's %2 buildings produce %n more good(s)</source>
      <translation>
        <numerusform>このラウンド、%1の%2の建物は商品を%n個多く生産します</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="458" />
      <source>This round building costs %1 %n coin(s) less</source>
      <translation>
        <numerusform>このラウンド、%1の建設コストが%nコイン安くなります</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="417" />
      <source>This round each player draws %n card(s) in phase I</source>
      <translation>
        <numerusform>このラウンド、各プレイヤーはフェイズIにカードを%n枚引きます</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="421" />
      <source>This round hands may be exchanged</source>
      <translation>このラウンドは手札を交換できます</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="459" />
      <source>This round hiring costs %1 %n coin(s) less</source>
      <translation>
        <numerusform>このラウンド、%1が助手を雇うコストが%nコイン安くなります</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="422" />
      <source>This round no hand may be exchanged</source>
      <translation>このラウンドは手札を交換できません</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="413" />
      <source>This round the market rows show %n half sun(s)</source>
      <translation>
        <numerusform>このラウンド、市場の各列には半分の太陽が%n個出るまでカードが並びます</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="34" />
      <source>a hidden card</source>
      <translation>伏せられたカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="49" />
      <source>any resource</source>
      <translation>任意の資源</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/log_text.py" line="70" />
      <source>nothing</source>
      <translation>なし</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="475" />
      <source>%1 is thinking…</source>
      <translation>%1が考え中…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="145" />
      <source>%1, an earlier unfinished game</source>
      <translation>%1、前の未完了のゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="152" />
      <source>%1, round %2</source>
      <translation>%1、ラウンド %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="70" />
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="123" />
      <source>&amp;About OMG Desktop</source>
      <translation>OMG Desktop について(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="87" />
      <source>&amp;Animation speed</source>
      <translation>アニメーション速度(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="107" />
      <source>&amp;Confirm each piece taken (for touch screens)</source>
      <translation>取るたびに確認する（タッチ画面向け）(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="86" />
      <source>&amp;Fit the table</source>
      <translation>テーブルを画面に合わせる(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;Game</source>
      <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;Help</source>
      <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="119" />
      <source>&amp;Hint: what would Normal do?</source>
      <translation>ヒント：「ふつう」ならどうする？(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="65" />
      <source>&amp;Join a network game…</source>
      <translation>ネットワークゲームに参加(&amp;J)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="55" />
      <source>&amp;Keep playing</source>
      <translation>続けて遊ぶ(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="121" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="132" />
      <source>&amp;Language</source>
      <translation>言語(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="118" />
      <source>&amp;Learn to play…</source>
      <translation>遊び方を学ぶ(&amp;L)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="54" />
      <source>&amp;Leave the game</source>
      <translation>ゲームをやめる(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="67" />
      <source>&amp;Load game…</source>
      <translation>ゲームを読み込む(&amp;L)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="115" />
      <source>&amp;Log</source>
      <translation>ログ(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="62" />
      <source>&amp;New game…</source>
      <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="78" />
      <source>&amp;Quit</source>
      <translation>終了(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="64" />
      <source>&amp;Replay</source>
      <translation>リプレイ(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="75" />
      <source>&amp;Reset my turn</source>
      <translation>手番をやり直す(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="120" />
      <source>&amp;Rules</source>
      <translation>ルール(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="66" />
      <source>&amp;Save game…</source>
      <translation>ゲームを保存(&amp;S)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="74" />
      <source>&amp;Undo</source>
      <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="30" />
      <source>&amp;View</source>
      <translation>表示(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="53" />
      <source>A game is in progress.</source>
      <translation>ゲームの途中です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="46" />
      <source>A hint is there when it is your decision.</source>
      <translation>ヒントは、あなたが決める番のときに表示されます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="37" />
      <source>A lesson is not saved as a game: it remembers its step by itself.</source>
      <translation>レッスンはゲームとしては保存されません。どのステップまで進んだかは自動で覚えています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="32" />
      <source>A network game is kept by its host: your seat is taken back from there.</source>
      <translation>ネットワークゲームは主催者が保管します。席にはそこから戻れます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="124" />
      <source>About &amp;Qt</source>
      <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="110" />
      <source>About Qt</source>
      <translation>Qt について</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="122" />
      <source>About the card &amp;data</source>
      <translation>カードのデータについて(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="186" />
      <source>Act on the item in the focus ring, as a click does (choose, turn, press); in the panel, press the focused button</source>
      <translation>フォーカス枠の項目をクリックと同じように操作する（選ぶ・向きを変える・押す）。パネルではフォーカスのあるボタンを押す</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="204" />
      <source>Alt + underlined letter</source>
      <translation>Alt + 下線付きの文字</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="183" />
      <source>Arrow keys</source>
      <translation>矢印キー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="96" />
      <source>Autosave failed: %1</source>
      <translation>自動保存に失敗しました：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="42" />
      <source>Chat at the table</source>
      <translation>テーブルのチャット</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="91" />
      <source>Computer for an a&amp;bsent friend</source>
      <translation>不在の友だちの代わりのコンピューター(&amp;B)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="331" />
      <source>Could not take a seat at the network table: %1</source>
      <translation>ネットワークのテーブルに着けませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="192" />
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="91" />
      <source>Fast</source>
      <translation>速い</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="107" />
      <source>Game log</source>
      <translation>ゲームログ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="218" />
      <source>Game ▸ New game to begin</source>
      <translation>「ゲーム ▸ 新しいゲーム」で開始します</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="52" />
      <source>Hint: %1</source>
      <translation>ヒント：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="64" />
      <source>Host a net&amp;work game…</source>
      <translation>ネットワークゲームを主催(&amp;W)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/help.py" line="43" />
      <source>In a lesson the coach says what to do.</source>
      <translation>レッスン中は、コーチが次にすることを教えます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="90" />
      <source>Instant</source>
      <translation>即時</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="38" />
      <source>It could not be autosaved: save it to a slot first (Game ▸ Save game) to keep it.</source>
      <translation>自動保存できませんでした。残すには、先にセーブ枠に保存してください（ゲーム ▸ ゲームを保存）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="44" />
      <source>It stays in the autosave; when the next game begins it is kept in a free save slot (Game ▸ Load game).</source>
      <translation>このゲームは自動保存に残ります。次のゲームが始まると、空いているセーブ枠に保存されます（ゲーム ▸ ゲームを読み込む）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="203" />
      <source>L</source>
      <translation>L</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="154" />
      <source>Language</source>
      <translation>言語</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="52" />
      <source>Leave this game?</source>
      <translation>このゲームをやめますか？</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="200" />
      <source>Minus</source>
      <translation>マイナス</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="178" />
      <source>Move the focus ring over the table's cards, goods and buttons, then on to the controls of the panel</source>
      <translation>フォーカス枠をテーブルのカード・商品・ボタンの上で動かし、その後パネルの操作部へ移る</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="183" />
      <source>Move the focus ring to the nearest item that way</source>
      <translation>フォーカス枠をその方向でいちばん近い項目へ動かす</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="220" />
      <source>No copy of this network game was kept here.</source>
      <translation>このネットワークゲームのコピーはここに残っていません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="92" />
      <source>Normal</source>
      <translation>標準</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="201" />
      <source>On goods in the focus ring: one fewer in the payment (a right click too)</source>
      <translation>フォーカスリングのある商品で：支払いを1つ減らす（右クリックでも）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="204" />
      <source>Press a button of the panel</source>
      <translation>パネルのボタンを押す</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="193" />
      <source>Press the focused button; elsewhere, confirm the current step (a hand card in the focus ring that is not planned yet is planned first)</source>
      <translation>フォーカスのあるボタンを押す。それ以外では現在の手順を確定（フォーカス枠の手札がまだ建てる予定になっていなければ、先にそれを予定にする）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="68" />
      <source>Re&amp;play a saved game…</source>
      <translation>保存したゲームをリプレイ(&amp;P)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="80" />
      <source>Replay the network game so &amp;far</source>
      <translation>ここまでのネットワークゲームをリプレイ(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="72" />
      <source>S&amp;tatistics…</source>
      <translation>統計(&amp;T)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="178" />
      <source>Saved as “%1”.</source>
      <translation>「%1」として保存しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="47" />
      <location filename="../../omg_desktop/ui/network/window_part.py" line="49" />
      <source>Say something to the table</source>
      <translation>テーブルに話しかける</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="48" />
      <source>Say something to the table (Enter sends)</source>
      <translation>テーブルに話しかける（Enter で送信）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="237" />
      <source>Seat %1</source>
      <translation>席 %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="198" />
      <source>Show the end of the moves at once</source>
      <translation>動きの最後をすぐに表示する</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="70" />
      <source>Show the score s&amp;heet</source>
      <translation>得点表を表示(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="93" />
      <source>Slow</source>
      <translation>遅い</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="185" />
      <location filename="../../omg_desktop/ui/menus.py" line="205" />
      <source>Space</source>
      <translation>Space</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="198" />
      <source>Space (while cards move)</source>
      <translation>Space（カードが動いている間）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="136" />
      <source>System language</source>
      <translation>システムの言語</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="177" />
      <source>Tab / Shift+Tab</source>
      <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="205" />
      <source>Take over the computer behind a cover</source>
      <translation>カバー画面の後ろでコンピューターを引き継ぐ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="201" />
      <source>Take the seat first: the replay is its player's.</source>
      <translation>先に席に着いてください。リプレイはその席のプレイヤーのものです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="63" />
      <source>The Longsdale &amp;Conspiracy…</source>
      <translation>ロングスデイルでの陰謀(&amp;C)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="105" />
      <source>The autosave was damaged. Its backup, an earlier game, is kept in %1: Game ▸ Load game lists it.</source>
      <translation>自動保存が壊れていました。そのバックアップ（前のゲーム）は %1 に保存しました。ゲーム ▸ ゲームを読み込む に表示されます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="116" />
      <source>The certificate file cannot be used (%1).</source>
      <translation>証明書ファイルを使えません(%1)。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="36" />
      <source>The chapter is kept in its campaign slot: Continue goes on with it.</source>
      <translation>この章はキャンペーンのスロットに保存されています。「続ける」で再開できます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="256" />
      <source>The computer for an absent friend was not changed: %1</source>
      <translation>不在の友だちの代わりのコンピューターは変更されませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="211" />
      <source>The game being played cannot be replayed until it is over.</source>
      <translation>進行中のゲームは、終わるまでリプレイできません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="176" />
      <source>The game was not saved: %1</source>
      <translation>ゲームは保存されませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_history.py" line="65" />
      <source>The game's replay could not be kept: %1</source>
      <translation>ゲームのリプレイを保存できませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="338" />
      <source>The host has left the network game (%1). The game so far stays on the table and in the log; if the host opens it again, Game ▸ Join a network game ▸ Take my seat back goes on with it.</source>
      <translation>主催者がネットワークゲームを離れました（%1）。ここまでのゲームはテーブルとログに残ります。主催者が再び開けば、ゲーム ▸ ネットワークゲームに参加 ▸ 自分の席に戻る で続けられます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="42" />
      <source>The lesson goes on from this step next time (Help ▸ Learn to play).</source>
      <translation>次回はこのステップから続きます（ヘルプ ▸ 遊び方を学ぶ）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="224" />
      <location filename="../../omg_desktop/ui/network/tables.py" line="230" />
      <source>The network game could not be hosted: %1</source>
      <translation>ネットワークゲームを主催できませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="155" />
      <source>The new language is used from the next start of the game. Close the game and start it again to see it.</source>
      <translation>新しい言語は次回の起動時から使われます。反映するには、ゲームを終了してもう一度起動してください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="203" />
      <source>The opponents' last round (table focused)</source>
      <translation>相手の直近のラウンド（テーブルにフォーカスがあるとき）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="375" />
      <source>The table is showing the last moves: click it or press Space to see them at once.</source>
      <translation>テーブルが直前の手を表示しています。クリックするかスペースキーで一度に表示します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/saving.py" line="28" />
      <source>There is no game to save yet.</source>
      <translation>保存できるゲームがまだありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/window_part.py" line="229" />
      <source>This copy is of another game (%1): replay it from that game's window.</source>
      <translation>このコピーは別のゲーム（%1）のものです。そのゲームのウィンドウでリプレイしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="233" />
      <source>This replay is of a game of %1: watch it from that game's statistics.</source>
      <translation>このリプレイは%1のゲームです。そのゲームの統計から見てください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="52" />
      <source>This save holds a game of %1: open it from the library.</source>
      <translation>このセーブは%1のゲームです。ライブラリから開いてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="75" />
      <source>This save names a computer level this version does not know, for %1. They play at Normal level now.</source>
      <translation>この保存データには、このバージョンが知らないコンピューターのレベルが %1 に指定されています。レベル「ふつう」でプレイします。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="210" />
      <source>Welcome! Start a game with New game (Ctrl+N): choose the players, people or computers, and the rules.</source>
      <translation>ようこそ！「新しいゲーム」（Ctrl+N）でゲームを始めましょう。プレイヤー（人間かコンピューター）とルールを選べます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="26" />
      <source>You host this network game: leaving closes the table for everyone until you take your seat back (Game ▸ Join a network game).</source>
      <translation>あなたはこのネットワークゲームの主催者です。離れると、あなたが席に戻るまで全員のテーブルが閉じます（ゲーム ▸ ネットワークゲームに参加）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/session_saves.py" line="146" />
      <source>Your earlier unfinished game is kept in %1: Game ▸ Load game lists it.</source>
      <translation>前の未完了のゲームは %1 に保存しました。ゲーム ▸ ゲームを読み込む に表示されます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/window_parts/leaving.py" line="31" />
      <source>Your seat is kept: Game ▸ Join a network game takes it back while the host keeps the table.</source>
      <translation>あなたの席は残ります。主催者がテーブルを開いている間は、ゲーム ▸ ネットワークゲームに参加 で戻れます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="84" />
      <source>Zoom &amp;in</source>
      <translation>拡大(&amp;I)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/menus.py" line="85" />
      <source>Zoom &amp;out</source>
      <translation>縮小(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="329" />
      <source>nothing answers at %1: is the address right, and the host's table open?</source>
      <translation>%1 から応答がありません。アドレスは正しいですか？主催者のテーブルは開いていますか？</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/tables.py" line="323" />
      <source>the host's certificate is not trusted here: ask the host for its certificate file and choose it under Trust certificate</source>
      <translation>ホストの証明書はこのコンピューターで信頼されていません。ホストから証明書ファイルをもらい、「証明書を信頼」で選んでください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/main_window.py" line="394" />
      <source>thinking…</source>
      <translation>考え中…</translation>
    </message>
  </context>
  <context>
    <name>Network</name>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="448" />
      <source>%1 (you)</source>
      <translation>%1（あなた）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="327" />
      <source>%1 at table %2 on %3</source>
      <translation>%3 のテーブル %2 に %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="325" />
      <source>%1 at your own table %2</source>
      <translation>自分のテーブル %2 に %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="249" />
      <source>&amp;Browse…</source>
      <translation>参照(&amp;B)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="485" />
      <source>&amp;Copy the address and code</source>
      <translation>アドレスとコードをコピー(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="291" />
      <source>&amp;Forget this seat</source>
      <translation>この席を忘れる(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="276" />
      <source>&amp;Join</source>
      <translation>参加(&amp;J)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="525" />
      <source>&amp;Keep playing</source>
      <translation>プレイを続ける(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="119" />
      <source>&amp;Open the table</source>
      <translation>テーブルを開く(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="524" />
      <source>&amp;Quit</source>
      <translation>終了(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="287" />
      <source>&amp;Replay my copy</source>
      <translation>自分のコピーをリプレイ(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="286" />
      <location filename="../../omg_desktop/ui/start_offers.py" line="82" />
      <source>&amp;Take my seat back</source>
      <translation>自分の席に戻る(&amp;T)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="248" />
      <source>A certificate file to trust (PEM)</source>
      <translation>信頼する証明書ファイル(PEM)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="346" />
      <source>A certificate is trusted only for a wss:// address.</source>
      <translation>証明書は wss:// のアドレスにだけ使えます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="162" />
      <source>A friend over the network joins each chapter with the address and code this window shows (Game ▸ Join a network game); the campaign is saved here, in your slot.</source>
      <translation>ネットワークの友だちは、このウィンドウに表示されるアドレスとコードで各章に参加します(ゲーム ▸ ネットワークゲームに参加)。キャンペーンはここ、あなたのスロットに保存されます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="523" />
      <source>A network game is in progress.</source>
      <translation>ネットワークゲームの途中です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="468" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="489" />
      <source>Address: %1</source>
      <translation>アドレス：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="357" />
      <source>All files (*)</source>
      <translation>すべてのファイル (*)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="139" />
      <source>At least one seat is for a friend over the network.</source>
      <translation>少なくとも 1 席はネットワーク越しの友だちの席にしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="137" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="187" />
      <source>At least one seat is played here, at this screen.</source>
      <translation>少なくとも 1 席はこの画面で遊ぶ席にしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="459" />
      <source>At the table: %1</source>
      <translation>テーブルにいる人：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="277" />
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="357" />
      <source>Certificates (*.pem *.crt *.cer)</source>
      <translation>証明書 (*.pem *.crt *.cer)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/waiting.py" line="33" />
      <source>Chapter over: the host is choosing what comes next…</source>
      <translation>章が終わりました。ホストが次を選んでいます…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="250" />
      <source>Choose the certificate file</source>
      <translation>証明書ファイルを選ぶ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="469" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="489" />
      <source>Code: %1</source>
      <translation>コード：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="206" />
      <location filename="../../omg_desktop/ui/network/net_game.py" line="446" />
      <source>Computer %1</source>
      <translation>コンピューター %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="444" />
      <source>Computer %1 (%2)</source>
      <translation>コンピューター %1（%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="436" />
      <source>Connecting to %1…</source>
      <translation>%1 に接続中…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="436" />
      <source>Connecting to the host…</source>
      <translation>主催者に接続中…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="662" />
      <source>Connection to the host lost (%1): reconnecting…</source>
      <translation>主催者との接続が切れました（%1）。再接続中…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="497" />
      <source>Copied: paste it to your friends</source>
      <translation>コピーしました: 友だちに貼り付けて送ってください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="467" />
      <source>Give your friends this address and code (Game ▸ Join a network game):</source>
      <translation>友だちにこのアドレスとコードを伝えてください（ゲーム ▸ ネットワークゲームに参加）：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="91" />
      <source>Host a network game</source>
      <translation>ネットワークゲームを主催</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="256" />
      <source>Host's &amp;address:</source>
      <translation>主催者のアドレス(&amp;A)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="102" />
      <source>If a friend is &amp;away, a computer plays for them:</source>
      <translation>友だちが不在のときに代わりに遊ぶコンピューター(&amp;A)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="232" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="233" />
      <source>Join a network game</source>
      <translation>ネットワークゲームに参加</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="105" />
      <source>Network</source>
      <translation>ネットワーク</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="664" />
      <source>Network game %1 on %2</source>
      <translation>%2 のネットワークゲーム %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="428" />
      <source>Network table %1 as %2 (left %3)</source>
      <translation>ネットワークのテーブル %1 に %2 として (%3 に退出)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="427" />
      <source>Network table %1, hosted here, as %2 (left %3)</source>
      <translation>ここで主催したネットワークのテーブル %1 に %2 として (%3 に退出)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="96" />
      <location filename="../../omg_desktop/ui/network/window_part.py" line="94" />
      <source>Nobody: the table waits</source>
      <translation>なし：テーブルは待つ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="120" />
      <source>Open the table</source>
      <translation>テーブルを開く</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="265" />
      <source>Problem</source>
      <translation>問題</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="522" />
      <source>Quit the network game?</source>
      <translation>ネットワークゲームを終了しますか?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="449" />
      <source>Seat %1</source>
      <translation>席 %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="281" />
      <source>Seats you hold</source>
      <translation>あなたの席</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="284" />
      <source>Seats you hold at unfinished network games</source>
      <translation>終わっていないネットワークゲームのあなたの席</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="458" />
      <source>Table %1: the game begins</source>
      <translation>テーブル %1：ゲーム開始</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="452" />
      <source>Table %1: waiting for %n more player(s)</source>
      <translation>
        <numerusform>テーブル %1：あと %n 人を待っています</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="257" />
      <source>Table &amp;code:</source>
      <translation>テーブルのコード(&amp;C)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="350" />
      <source>That file is not a certificate (PEM) this program can read.</source>
      <translation>このファイルは、このプログラムが読める証明書(PEM)ではありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/waiting.py" line="22" />
      <source>The Longsdale Conspiracy, %1</source>
      <translation>ロングスデイルでの陰謀:%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="289" />
      <source>The game so far as your seat saw it (kept on this computer), in the replay window</source>
      <translation>あなたの席から見たここまでのゲーム（このコンピューターに保存）をリプレイ画面で</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="399" />
      <source>The host did not pass the message on: %1</source>
      <translation>主催者はメッセージを伝えませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="658" />
      <source>The host has left the game.</source>
      <translation>主催者がゲームを離れました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="402" />
      <source>The host refused the move: %1</source>
      <translation>主催者がその手を受け付けませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="238" />
      <source>The host's address</source>
      <translation>主催者のアドレス</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="356" />
      <source>The host's certificate</source>
      <translation>ホストの証明書</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/waiting.py" line="30" />
      <source>The story's last chapter is over: the host reads its ending.</source>
      <translation>物語の最後の章が終わりました。ホストが結末を読んでいます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="242" />
      <source>The table's code</source>
      <translation>テーブルのコード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="339" />
      <source>The table's code has 6 letters and digits.</source>
      <translation>テーブルのコードは英数字 6 文字です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="348" />
      <source>There is no certificate file there.</source>
      <translation>そこに証明書ファイルはありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="482" />
      <source>To paste into a message to your friends</source>
      <translation>友だちへのメッセージに貼り付けるために</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="259" />
      <source>Tr&amp;ust certificate:</source>
      <translation>証明書を信頼(&amp;U):</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="337" />
      <source>Type the host's address, as they gave it (for example 192.168.1.20:8765).</source>
      <translation>主催者から聞いたアドレスを入力してください（例：192.168.1.20:8765）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="342" />
      <source>Type your name, as the others will see it.</source>
      <translation>ほかの人に表示される名前を入力してください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="95" />
      <source>Who plays for a friend who is away</source>
      <translation>不在の友だちの代わりに遊ぶのは</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="511" />
      <source>You host this network game: quitting closes the table for everyone until you take your seat back at the next start.</source>
      <translation>あなたはこのネットワークゲームの主催者です。終了すると、次回の起動で席に戻るまで全員のテーブルが閉じます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="411" />
      <source>You were hosting a network game at table %1 as %2 when the game was closed. Take your seat back? The table opens again on this computer.</source>
      <translation>ゲームを閉じたとき、あなたはテーブル %1 を主催し、%2 として遊んでいました。席に戻りますか？テーブルはこのコンピューターでもう一度開きます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="416" />
      <source>You were playing a network game at table %1 as %2 when the game was closed. Take your seat back? (Game ▸ Join a network game offers it later too.)</source>
      <translation>ゲームを閉じたとき、あなたはテーブル %1 で %2 としてネットワークゲームを遊んでいました。席に戻りますか？（あとで ゲーム ▸ ネットワークゲームに参加 からも戻れます。）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="258" />
      <source>Your &amp;name:</source>
      <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="110" />
      <source>Your friends choose Game ▸ Join a network game and type the address and code this window shows once the table is open. Friends on the same network (LAN) can join at once; over the internet see the network guide.</source>
      <translation>友だちは ゲーム ▸ ネットワークゲームに参加 を選び、テーブルが開いたらこのウィンドウに表示されるアドレスとコードを入力します。同じネットワーク（LAN）の友だちはすぐに参加できます。インターネット越しはネットワークの説明を見てください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="245" />
      <source>Your name</source>
      <translation>あなたの名前</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="516" />
      <source>Your seat is kept: the next start, or Game ▸ Join a network game, takes it back while the host keeps the table.</source>
      <translation>あなたの席は残ります。主催者がテーブルを開いている間は、次回の起動または ゲーム ▸ ネットワークゲームに参加 で戻れます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="648" />
      <source>away</source>
      <translation>不在</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="648" />
      <source>away: a computer plays</source>
      <translation>不在：コンピューターが代理</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="650" />
      <source>deciding…</source>
      <translation>選択中…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="703" />
      <source>it is not your decision now</source>
      <translation>今はあなたの番ではありません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="247" />
      <source>only for a wss:// host with its own certificate</source>
      <translation>自分の証明書を持つ wss:// のホストの場合だけ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="646" />
      <source>reconnecting…</source>
      <translation>再接続中…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="708" />
      <source>that move is not one of yours now</source>
      <translation>その手は今のあなたの手ではありません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="67" />
      <source>the connection broke</source>
      <translation>接続が切れました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="63" />
      <source>the host did not come back</source>
      <translation>主催者が戻りませんでした</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="65" />
      <source>the host stopped</source>
      <translation>主催者が停止しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/net_game.py" line="650" />
      <source>thinking…</source>
      <translation>考え中…</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="301" />
      <source>&amp;Number of players:</source>
      <translation>プレイヤー人数(&amp;N)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="344" />
      <source>&amp;Rules:</source>
      <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="367" />
      <source>&amp;Start game</source>
      <translation>ゲーム開始(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="202" />
      <source>(their own name)</source>
      <translation>（本人が名乗る名前）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="51" />
      <source>A friend, over the network</source>
      <translation>ネットワーク越しの友だち</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="534" />
      <source>A game needs at least one seat.</source>
      <translation>ゲームには少なくとも1つの席が必要です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="329" />
      <source>About the computer levels</source>
      <translation>コンピューターの強さについて</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="339" />
      <source>About the rule set</source>
      <translation>ルールセットについて</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="107" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="81" />
      <source>Ana</source>
      <translation>アナ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="79" />
      <source>Beginner</source>
      <translation>入門</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="87" />
      <source>Beginner plays any allowed move, at random: good for learning the rules.</source>
      <translation>入門は許された手をでたらめに打ちます。ルールを覚えるのに向いています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="108" />
      <source>Bruno</source>
      <translation>ブルーノ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="369" />
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="109" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="84" />
      <source>Chiara</source>
      <translation>キアラ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="74" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="52" />
      <source>Computer</source>
      <translation>コンピューター</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="167" />
      <source>Computer level of player %1</source>
      <translation>プレイヤー%1のコンピューターの強さ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="110" />
      <source>Daiki</source>
      <translation>ダイキ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="80" />
      <source>Easy</source>
      <translation>やさしい</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="90" />
      <source>Easy takes what pays most at once and does not plan ahead.</source>
      <translation>やさしいは、すぐにいちばん得になる手を選び、先の計画は立てません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="378" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="82" />
      <source>Hard</source>
      <translation>むずかしい</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="98" />
      <source>Hard tries its best ideas in many imagined games before each choice; it thinks a little longer.</source>
      <translation>むずかしいは、毎回の選択の前に有力な手を何度も仮のゲームで試します。考える時間が少し長めです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="73" />
      <location filename="../../omg_desktop/ui/network/dialogs.py" line="50" />
      <source>Here, at this screen</source>
      <translation>この画面で</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="352" />
      <source>Leave empty for a new random deal. Type a number or a word to play the same deal again.</source>
      <translation>空欄のままにすると、新しいランダムな配り方になります。数字や単語を入力すると、同じ配り方でもう一度遊べます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Level</source>
      <translation>強さ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Name</source>
      <translation>名前</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="142" />
      <source>Name of player %1</source>
      <translation>プレイヤー%1の名前</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="275" />
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="276" />
      <source>New game</source>
      <translation>新しいゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="81" />
      <source>Normal</source>
      <translation>ふつう</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="93" />
      <source>Normal knows the game: it plans a few moves ahead and weighs what each thing on the table is worth.</source>
      <translation>ふつうはゲームをよく知っています。数手先まで計画し、テーブルの上のそれぞれのものの価値を見積もります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="299" />
      <source>Number of players</source>
      <translation>プレイヤー人数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="482" />
      <source>Player %1</source>
      <translation>プレイヤー%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="152" />
      <source>Player %1 plays as</source>
      <translation>プレイヤー%1の操作</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="304" />
      <source>Players</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="306" />
      <source>Plays as</source>
      <translation>操作</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="362" />
      <source>Problem</source>
      <translation>問題</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="349" />
      <source>Random</source>
      <translation>ランダム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="333" />
      <source>Rule set</source>
      <translation>ルールセット</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="357" />
      <source>S&amp;eed:</source>
      <translation>シード(&amp;E)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="540" />
      <source>Seat %1 needs a name.</source>
      <translation>席 %1 に名前を入力してください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="145" />
      <source>Seat &amp;%1:</source>
      <translation>席 &amp;%1：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="350" />
      <source>Seed</source>
      <translation>シード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="368" />
      <source>Start game</source>
      <translation>ゲーム開始</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/new_game.py" line="544" />
      <source>Two players are called “%1”. Give each player a different name.</source>
      <translation>「%1」という名前のプレイヤーが2人います。それぞれ別の名前を付けてください。</translation>
    </message>
  </context>
  <context>
    <name>Panel</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="80" />
      <source>%1 (%2 each, you have %3)</source>
      <translation>%1（1個%2コイン、所持%3個）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="200" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="210" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="467" />
      <source>%1 (%2)</source>
      <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="47" />
      <source>%1 (%n coin(s))</source>
      <translation>
        <numerusform>%1（%n コイン）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="41" />
      <source>%1 (cost %2, %3 VP)</source>
      <translation>%1（コスト%2、勝利点%3）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="198" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="469" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="478" />
      <source>%1 (needs %2)</source>
      <translation>%1（必要：%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="62" />
      <source>%1 (not now)</source>
      <translation>%1（今は使えません）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="493" />
      <source>%1 from a building</source>
      <translation>建物の%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="84" />
      <source>%1 to pay</source>
      <translation>支払う%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="210" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="502" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="221" />
      <source>%1 × %2</source>
      <translation>%2×%1</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="344" />
      <source>%1 × (%2) gives %3 × %4 (%n coin(s))</source>
      <translation>
        <numerusform>%1 回 ×（%2）で %4 × %3（%n コイン）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="313" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="503" />
      <source>%1: %2 → %3</source>
      <translation>%1：%2 → %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="35" />
      <source>&amp;Assign</source>
      <translation>配置(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="134" />
      <source>&amp;Build</source>
      <translation>建設(&amp;B)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="274" />
      <source>&amp;Building:</source>
      <translation>建物(&amp;B)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="66" />
      <source>&amp;Confirm my choices</source>
      <translation>選択を確定(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="80" />
      <source>&amp;Discard from hand:</source>
      <translation>手札から捨てる(&amp;D)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="78" />
      <source>&amp;Discard the selected card</source>
      <translation>選択したカードを捨てる(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="36" />
      <source>&amp;Done</source>
      <translation>完了(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="273" />
      <source>&amp;Done with chains</source>
      <translation>チェーンを完了(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="144" />
      <source>&amp;Done: end my turn</source>
      <translation>完了：手番を終える(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="55" />
      <source>&amp;Efficient: all inputs, 2 goods</source>
      <translation>きちんと：資源すべて、商品2個(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="30" />
      <source>&amp;Keep my hand</source>
      <translation>手札をそのまま残す(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="65" />
      <source>&amp;Move assistant</source>
      <translation>助手を移動(&amp;M)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="24" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="39" />
      <source>&amp;New game…</source>
      <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/other_ways.py" line="25" />
      <source>&amp;Other ways to choose</source>
      <translation>ほかの選び方(&amp;O)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="70" />
      <source>&amp;Plan to build:</source>
      <translation>建設予定(&amp;P)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="22" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="37" />
      <source>&amp;Play again</source>
      <translation>もう一度遊ぶ(&amp;P)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="77" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="206" />
      <source>&amp;Produce</source>
      <translation>生産(&amp;P)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="73" />
      <source>&amp;Reset my turn</source>
      <translation>手番をやり直す(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="56" />
      <source>&amp;Sloppy: one input may lack, 1 good</source>
      <translation>ずさん：資源1つ不足可、商品1個(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="276" />
      <source>&amp;Times:</source>
      <translation>回数(&amp;T)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="72" />
      <source>&amp;Undo</source>
      <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="68" />
      <source>&amp;Worker at:</source>
      <translation>労働者の配置先(&amp;W)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="272" />
      <source>Assign later</source>
      <translation>後で配置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="43" />
      <source>Assign your hired assistants:</source>
      <translation>雇った助手を配置してください：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="34" />
      <source>Assignment</source>
      <translation>配置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="51" />
      <source>Assistant %1 to the %2</source>
      <translation>助手%1を%2へ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="144" />
      <source>Assistant %1 to the %2, paying %3</source>
      <translation>助手%1を%2へ（%3を支払う）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="195" />
      <source>Assistant %1: %2 coins, needs %3, %4 VP</source>
      <translation>助手%1：%2コイン、必要な建物：%3、勝利点%4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="137" />
      <source>Assistant to hire</source>
      <translation>雇う助手</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="86" />
      <source>Both piles are empty. Discard %n more card(s).</source>
      <translation>
        <numerusform>山札も捨て札もありません。あと%n枚捨ててください。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="345" />
      <source>Build · paid %1 of %2</source>
      <translation>建設 · %2 のうち %1 支払い</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="145" />
      <source>Build:</source>
      <translation>建設：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="141" />
      <source>Building for the assistant</source>
      <translation>助手を置く建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="295" />
      <source>Cancel the move</source>
      <translation>移動をやめる</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="263" />
      <source>Cannot hire: %1</source>
      <translation>雇えません：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="132" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="62" />
      <source>Card to build</source>
      <translation>建設するカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="76" />
      <source>Cards to discard</source>
      <translation>捨てるカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="75" />
      <source>Cards to supply</source>
      <translation>不足分を補うカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="267" />
      <source>Chain building</source>
      <translation>チェーンを実行する建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="32" />
      <source>Characters in your hand:</source>
      <translation>手札の人物：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="80" />
      <source>Click a card in your hand to discard it.</source>
      <translation>捨てる手札のカードをクリックします。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="338" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="291" />
      <source>Click goods on your buildings to choose what you pay; no change is given.</source>
      <translation>自分の建物の商品をクリックして支払いを選びます。おつりは出ません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="97" />
      <source>Click hand cards to put them into the building's empty slots or take them out; the cheapest choice is already in. Each card serves this building only.</source>
      <translation>手札のカードをクリックして建物の空き枠に入れたり外したりします。いちばん安い選択がすでに入っています。各カードはこの建物だけに使われます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="353" />
      <source>Click one of your buildings to choose where the assistant works.</source>
      <translation>自分の建物をクリックして、助手の働く場所を選びます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="38" />
      <source>Click one of your glowing buildings: the raised assistant starts work there.</source>
      <translation>光っている自分の建物をクリックすると、持ち上がった助手がそこで働き始めます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/assign.py" line="73" />
      <source>Click: assistant %1 works here</source>
      <translation>クリック：助手 %1 がここで働きます</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="110" />
      <source>Click: pay with one more of these goods (once all are chosen, a click takes them back); right click or Minus: one fewer.</source>
      <translation>クリック：この商品をもう1つ支払いに使う（すべて選ぶと、次のクリックで戻す）。右クリックかマイナス：1つ減らす。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="286" />
      <source>Click: the assistant moves here</source>
      <translation>クリック：助手をここへ移します</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="358" />
      <source>Click: the new assistant works here</source>
      <translation>クリック：新しい助手がここで働きます</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="262" />
      <source>Drag this assistant to another building to move it (%1 coins)</source>
      <translation>この助手を別の建物へドラッグして移動します（%1 コイン）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="41" />
      <source>E&amp;xchange all %n card(s)</source>
      <translation>
        <numerusform>手札%n枚をすべて交換(&amp;X)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/opening.py" line="41" />
      <source>E&amp;xchange my one card</source>
      <translation>手札1枚を交換(&amp;X)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="143" />
      <source>H&amp;ire</source>
      <translation>雇う(&amp;I)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="61" />
      <source>Hint</source>
      <translation>ヒント</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="203" />
      <source>Hire an assistant:</source>
      <translation>助手を雇う：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="364" />
      <source>Hire · click the building it works at</source>
      <translation>雇う · 働く建物をクリック</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="361" />
      <source>Hire · paid %1 of %2</source>
      <translation>雇用 · %2 のうち %1 支払い</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="269" />
      <source>How many times</source>
      <translation>回数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="64" />
      <source>Move an assistant</source>
      <translation>助手を移動</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="153" />
      <source>Move an assistant (%1 coins each):</source>
      <translation>助手を移動（1回%1コイン）：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="290" />
      <source>Move · paid %1 of %2</source>
      <translation>移動 · %2 のうち %1 支払い</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="331" />
      <source>No chain can run now.</source>
      <translation>今実行できるチェーンはありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/panel.py" line="269" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="172" />
      <source>Not allowed: %1</source>
      <translation>できません：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="129" />
      <source>Nothing this round</source>
      <translation>このラウンドは建設しない</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="124" />
      <source>Nowhere: the worker stays home</source>
      <translation>置ける建物なし：労働者は家に留まります</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="282" />
      <source>On the table: click a chain's button on its building, click the hand cards and goods it takes, then run it again or stop.</source>
      <translation>テーブルで：建物の上のチェーンのボタンをクリックし、使う手札と商品をクリックして、もう一度実行するかやめます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="73" />
      <source>On the table: click one of your buildings for the worker (click it again, or the worker, to turn it), click a hand card to plan it, then Confirm.</source>
      <translation>テーブルで：労働者を置く自分の建物をクリック（もう一度か労働者をクリックで向きを変える）、建てる予定の手札をクリックして、確定します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="148" />
      <source>On the table: the goods that pay glow on your buildings (the least overpayment is chosen); click goods to change it, then Build. To hire, click an open assistant.</source>
      <translation>テーブルで：支払える商品が自分の建物で光ります（払いすぎの最も少ない組み合わせを選択済み）。商品をクリックして変更し、建設します。雇うには公開中の助手をクリックします。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="146" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="203" />
      <source>Or hire an assistant:</source>
      <translation>または助手を雇う：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="119" />
      <source>Paying %1 coins for %2: %3 overpaid, no change</source>
      <translation>%2コインに対して%1コインを支払い：%3コイン超過（おつりなし）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="114" />
      <source>Paying %1 of %2 coins: %3 missing</source>
      <translation>%2コインのうち%1コインを支払い：%3コイン不足</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="116" />
      <source>Paying exactly %n coin(s)</source>
      <translation>
        <numerusform>ちょうど %n コインを支払います</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="65" />
      <source>Payment</source>
      <translation>支払い</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="494" />
      <source>Pick for one run: %1</source>
      <translation>1回分を選ぶ：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="77" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="79" />
      <source>Play</source>
      <translation>プレイ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/characters.py" line="59" />
      <source>Play %1</source>
      <translation>%1をプレイ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="271" />
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="503" />
      <source>Run &amp;chain</source>
      <translation>チェーンを実行(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="260" />
      <source>Run production chains: turn cards from hand and goods from your other buildings into this building's good.</source>
      <translation>生産チェーンを実行します：手札のカードやほかの建物の商品を、この建物の商品に変えます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="79" />
      <source>S&amp;kip this building</source>
      <translation>この建物をスキップ(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/waiting.py" line="23" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="38" />
      <source>Show the &amp;scores</source>
      <translation>得点を表示(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/panel.py" line="271" />
      <location filename="../../omg_desktop/ui/face_panel.py" line="174" />
      <source>That is not allowed by the rules now. Choose again.</source>
      <translation>今はルール上できません。もう一度選んでください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/other_ways.py" line="30" />
      <source>The same choice with lists and fields instead of the cards on the table</source>
      <translation>テーブルのカードの代わりにリストと入力欄で同じ選択をします</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/face_panel.py" line="57" />
      <source>What to do now</source>
      <translation>今すること</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="54" />
      <source>Worker's building</source>
      <translation>労働者を置く建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="334" />
      <source>You cannot hire this assistant: %1</source>
      <translation>この助手は雇えません：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="207" />
      <source>You may build and also hire one assistant this turn, paying for each separately.</source>
      <translation>この手番では建設に加えて助手を1人雇えます。支払いはそれぞれ別です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/building.py" line="211" />
      <source>You may build, then hire one assistant, paying for each separately; hiring first gives up the build.</source>
      <translation>建設してから助手を1人雇えます（支払いは別々）。先に雇うと建設はできません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/sunrise.py" line="77" />
      <source>Your worker stays home this round: an assistant works at each of your production buildings. Click a hand card to plan it (or plan nothing), then Confirm.</source>
      <translation>このラウンド、労働者は家に留まります。あなたの生産建物にはすべて助手が働いています。建てる予定の手札をクリックして（何も計画しなくても構いません）、確定します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/pages/production.py" line="491" />
      <source>a %1 card</source>
      <translation>%1のカード1枚</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="26" />
      <source>any resource</source>
      <translation>任意の資源</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="141" />
      <source>every production building of yours already has an assistant</source>
      <translation>あなたの生産建物にはすべて助手がいます</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="134" />
      <source>it costs %1 coins and your goods are worth %2</source>
      <translation>費用は %1 コインですが、商品の価値は %2 です</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="139" />
      <source>it needs more buildings: %1</source>
      <translation>建物が足りません：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="142" />
      <source>no production building could take it and leave one free</source>
      <translation>1つの生産建物を空けたまま配置できる生産建物がありません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="47" />
      <source>nothing</source>
      <translation>なし</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/panel/widgets.py" line="136" />
      <source>you already have %n assistant(s)</source>
      <translation>
        <numerusform>すでに助手が %n 人います</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>PointsChart</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="105" />
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="141" />
      <source>No rounds played yet.</source>
      <translation>まだプレイしたラウンドがありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="191" />
      <source>Points</source>
      <translation>得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="97" />
      <source>Points by round</source>
      <translation>ラウンドごとの得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/points_chart.py" line="228" />
      <source>Round</source>
      <translation>ラウンド</translation>
    </message>
  </context>
  <context>
    <name>Prompt</name>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="70" />
      <source>Both piles are empty: discard %n more card(s) from your hand</source>
      <translation>
        <numerusform>山札も捨て札もありません：手札からあと%n枚捨ててください</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="106" />
      <source>Build your planned card or press Done</source>
      <translation>計画したカードを建設するか、「完了」を押してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="102" />
      <source>Build your planned card, hire an assistant, or press Done</source>
      <translation>計画したカードを建設するか、助手を雇うか、「完了」を押してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="79" />
      <source>Choose your action</source>
      <translation>行動を選んでください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="95" />
      <source>Final round: run your production chains once more, then press Done</source>
      <translation>最終ラウンド：生産チェーンをもう一度実行してから、「完了」を押してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="108" />
      <source>Hire an assistant or press Done</source>
      <translation>助手を雇うか、「完了」を押してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="87" />
      <source>Last round: every building may run its chain, even one that produced nothing. Run your chains, then press Done</source>
      <translation>最終ラウンド：何も生産しなかった建物も含め、すべての建物がチェーンを実行できます。チェーンを実行してから「完了」を押してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="49" />
      <source>Phase I: keep your hand or exchange all of it</source>
      <translation>フェイズI：手札をそのまま残すか、すべて交換してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="63" />
      <source>Phase II: put your worker on a building, efficient or sloppy, and choose a card to build</source>
      <translation>フェイズII：労働者を建物に置き（きちんと／ずさん）、建設するカードを選んでください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="58" />
      <source>Phase II: put your worker on a building, efficient or sloppy, and choose a card to build; you may first pay to move an assistant</source>
      <translation>フェイズII：労働者を建物に置き（きちんと／ずさん）、建設するカードを選んでください。その前にコインを払って助手を移動することもできます</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="52" />
      <source>Phase II: your worker stays home (an assistant works at each of your production buildings); choose a card to build</source>
      <translation>フェイズII：労働者は家に留まります（生産建物にはすべて助手が働いています）。建設するカードを選んでください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="121" />
      <source>Phase IV: your %1 lacks %2 and your sloppy worker can do without one — choose cards from your hand to supply the rest, or skip</source>
      <translation>フェイズIV：%1には%2が足りません。ずさんな労働者なら1つは不足してもかまいません。残りを補う手札を選ぶか、スキップしてください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="127" />
      <source>Phase IV: your %1 lacks %2 — choose cards from your hand to supply it, or skip</source>
      <translation>フェイズIV：%1には%2が足りません。不足分を補う手札を選ぶか、スキップしてください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="109" />
      <source>Press Done to end your turn</source>
      <translation>「完了」を押して手番を終えてください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="74" />
      <source>Put your newly hired assistants on production buildings, then press Done</source>
      <translation>新しく雇った助手を生産建物に置いてから、「完了」を押してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="93" />
      <source>Run your production chains, then press Done</source>
      <translation>生産チェーンを実行してから、「完了」を押してください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="37" />
      <source>The game is over</source>
      <translation>ゲームは終了しました</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="40" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>%1が席に着くのを待っています…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/prompts.py" line="46" />
      <source>Waiting for %1…</source>
      <translation>%1を待っています…</translation>
    </message>
  </context>
  <context>
    <name>ReplayWindow</name>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="69" />
      <source>%1's hand</source>
      <translation>%1の手札</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="76" />
      <source>&amp;Forward ▶</source>
      <translation>進む(&amp;F) ▶</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="63" />
      <source>Game log up to this point</source>
      <translation>この時点までのゲームログ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="83" />
      <source>Log</source>
      <translation>ログ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="130" />
      <source>Move %1 of %2</source>
      <translation>%2手中%1手目</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="66" />
      <source>Nobody's hand (spectator)</source>
      <translation>手札を表示しない（観戦）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="74" />
      <source>Position in the game</source>
      <translation>ゲーム内の位置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="56" />
      <source>Replay — %1</source>
      <translation>リプレイ — %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="71" />
      <source>The game is not over: its players' hands stay hidden.</source>
      <translation>ゲームはまだ終わっていません。プレイヤーの手札は隠したままです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="65" />
      <source>Whose cards to show</source>
      <translation>表示する手札</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/replay_window.py" line="75" />
      <source>◀ &amp;Back</source>
      <translation>◀ 戻る(&amp;B)</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheetDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="266" />
      <source>%1 %2
Winner</source>
      <translation>%1 %2
勝者</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="80" />
      <source>%1 and %2 share the victory with %3 points each.</source>
      <translation>%1と%2が%3点で勝利を分け合いました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="103" />
      <source>%1 share the victory with %2 points each.</source>
      <translation>%1が%2点で勝利を分け合いました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="74" />
      <source>%1 wins with %2 points.</source>
      <translation>%1が%2点で勝利しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="260" />
      <source>%1 → %2</source>
      <translation>%1 → %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="88" />
      <source>%1, %2 and %3 share the victory with %4 points each.</source>
      <translation>%1、%2、%3が%4点で勝利を分け合いました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="96" />
      <source>%1, %2, %3 and %4 share the victory with %5 points each.</source>
      <translation>%1、%2、%3、%4が%5点で勝利を分け合いました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="189" />
      <source>&amp;Close</source>
      <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="187" />
      <source>&amp;Play again</source>
      <translation>もう一度遊ぶ(&amp;P)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="20" />
      <source>Assistants</source>
      <translation>助手</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="19" />
      <source>Buildings</source>
      <translation>建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="190" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="22" />
      <source>Coins left (tie-break)</source>
      <translation>残りのコイン（同点時の判定）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="163" />
      <source>Final scores</source>
      <translation>最終得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="21" />
      <source>Goods (coins → points)</source>
      <translation>商品（コイン → 得点）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="188" />
      <source>Play again with the same players</source>
      <translation>同じプレイヤーでもう一度遊ぶ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="180" />
      <source>Points after each round</source>
      <translation>各ラウンド終了時の得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="171" />
      <source>Result</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="271" />
      <source>Score sheet</source>
      <translation>得点表</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="31" />
      <source>Several players have the same points: the most coins left breaks the tie.</source>
      <translation>同点のプレイヤーがいます。残りのコインが最も多いプレイヤーの勝ちです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/records.py" line="30" />
      <source>They have the same points and the same coins left.</source>
      <translation>得点も残りのコインも同じです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/score_sheet.py" line="249" />
      <source>Total</source>
      <translation>合計</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="119" />
      <source>&amp;Close</source>
      <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="116" />
      <source>Keyboard shortcuts</source>
      <translation>キーボードショートカット</translation>
    </message>
  </context>
  <context>
    <name>ShortcutsTable</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="60" />
      <source>Action</source>
      <translation>操作</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="60" />
      <source>Key</source>
      <translation>キー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/help.py" line="59" />
      <source>Keyboard shortcuts</source>
      <translation>キーボードショートカット</translation>
    </message>
  </context>
  <context>
    <name>SlotsDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="180" />
      <source>%1 cannot be read: %2.</source>
      <translation>%1を読み込めません：%2。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="299" />
      <source>%1, round %2</source>
      <translation>%1、ラウンド %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="301" />
      <source>%1: %2 (saved %3)</source>
      <translation>%1: %2 (%3 に保存)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="351" />
      <source>&amp;Cancel</source>
      <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="114" />
      <source>&amp;Close</source>
      <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="113" />
      <source>&amp;Delete</source>
      <translation>削除(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="110" />
      <source>&amp;Load</source>
      <translation>読み込む(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="102" />
      <source>&amp;Name:</source>
      <translation>名前(&amp;N)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="335" />
      <source>&amp;New game</source>
      <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/start_offers.py" line="49" />
      <source>&amp;Resume</source>
      <translation>再開(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="109" />
      <source>&amp;Save here</source>
      <translation>ここに保存(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="251" />
      <source>Delete %1 (%2) and its backup? This cannot be undone.</source>
      <translation>%1（%2）とそのバックアップを削除しますか？ 元に戻すことはできません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="328" />
      <source>Load its backup (the save before it) and go on from there?</source>
      <translation>そのバックアップ（ひとつ前の保存）を読み込んで、そこから続けますか？</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="111" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="334" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="351" />
      <source>Load the &amp;backup</source>
      <translation>バックアップを読み込む(&amp;B)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="350" />
      <source>Load the previous save of this slot (its backup) instead?</source>
      <translation>代わりに、このスロットの前回の保存データ（バックアップ）を読み込みますか？</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="101" />
      <source>Name of the save</source>
      <translation>保存名</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="112" />
      <source>Rena&amp;me</source>
      <translation>名前を変更(&amp;M)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="209" />
      <source>Replace the game in %1 (%2)?</source>
      <translation>%1（%2）のゲームを置き換えますか？</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="293" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="332" />
      <source>Resume</source>
      <translation>再開</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="314" />
      <source>Resume your last game? %1, round %2, saved %3.
%4</source>
      <translation>前回のゲームを再開しますか？ %1、ラウンド %2、%3 に保存。
%4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="308" />
      <source>Resume your last game? %1, saved %2.
%3</source>
      <translation>前回のゲームを再開しますか？ %1、%2 に保存。
%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="97" />
      <source>Save slots</source>
      <translation>保存スロット</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="75" />
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="270" />
      <source>Saved games</source>
      <translation>保存したゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="183" />
      <source>The previous save (the backup) can be loaded instead.</source>
      <translation>代わりに前回の保存データ（バックアップ）を読み込めます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="346" />
      <source>The save cannot be loaded</source>
      <translation>保存データを読み込めません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/slots.py" line="326" />
      <source>Your last game's save is damaged: %1</source>
      <translation>前回のゲームの保存データが壊れています：%1</translation>
    </message>
  </context>
  <context>
    <name>SlotsModel</name>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="256" />
      <source>%1 steps, rule set %2</source>
      <translation>%1手、ルールセット：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="230" />
      <source>(empty)</source>
      <translation>（空き）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="252" />
      <source>A backup of the previous save is available.</source>
      <translation>前回の保存データのバックアップがあります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="255" />
      <source>An empty slot</source>
      <translation>空きスロット</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="53" />
      <source>Autosave</source>
      <translation>自動保存</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Name</source>
      <translation>名前</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Players</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Round</source>
      <translation>ラウンド</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="198" />
      <source>Saved</source>
      <translation>保存日時</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="55" />
      <source>Slot %1</source>
      <translation>スロット %1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="250" />
      <source>This save cannot be read: %1</source>
      <translation>この保存データは読み込めません：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="88" />
      <source>computer</source>
      <translation>コンピューター</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="232" />
      <source>damaged save</source>
      <translation>破損した保存データ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/slots_model.py" line="244" />
      <source>finished</source>
      <translation>終了</translation>
    </message>
  </context>
  <context>
    <name>SoundMenu</name>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="28" />
      <source>&amp;Full volume</source>
      <translation>音量 最大(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="27" />
      <source>&amp;Loud</source>
      <translation>音量 大(&amp;L)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="20" />
      <source>&amp;Mute</source>
      <translation>ミュート(&amp;M)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="25" />
      <source>&amp;Quiet</source>
      <translation>音量 小(&amp;Q)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="17" />
      <source>&amp;Sound</source>
      <translation>サウンド(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="26" />
      <source>M&amp;edium</source>
      <translation>音量 中(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="42" />
      <source>No sound: no audio output could be opened</source>
      <translation>音が出ません：音声出力を開けませんでした</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/sound/menu.py" line="39" />
      <source>Table &amp;ambience</source>
      <translation>テーブルの環境音(&amp;A)</translation>
    </message>
  </context>
  <context>
    <name>StartOffer</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="81" />
      <source>&amp;Forget this table</source>
      <translation>このテーブルを忘れる(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="74" />
      <source>&amp;New game</source>
      <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="108" />
      <source>&amp;Unfinished, the latest first:</source>
      <translation>未完了 (新しい順)(&amp;U):</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/start_offers.py" line="62" />
      <source>Campaign: %1 (saved %2)</source>
      <translation>キャンペーン: %1 (%2 に保存)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="82" />
      <source>Drop this network table from the seats kept here</source>
      <translation>このネットワークのテーブルを、ここに残している席から外します</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="71" />
      <source>Go on?</source>
      <translation>続けますか?</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/start_offer.py" line="80" />
      <source>Unfinished games</source>
      <translation>未完了のゲーム</translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="212" />
      <source>#</source>
      <translation>#</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="408" />
      <source>%1 (%2 %)</source>
      <translation>%1（%2%）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="608" />
      <source>%1 (%2)</source>
      <translation>%1（%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="454" />
      <source>%1 (best: %2)</source>
      <translation>%1（最高：%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="115" />
      <source>%1 - statistics.csv</source>
      <translation>%1 - 統計.csv</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="462" />
      <source>%1 of %2: %3</source>
      <translation>%2種類中%1種類：%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="424" />
      <source>%1 on average, %2 at most</source>
      <translation>平均 %1、最高 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="553" />
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="480" />
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n人</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="417" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n点</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="247" />
      <source>&amp;Close</source>
      <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="244" />
      <source>&amp;Export CSV…</source>
      <translation>CSVに書き出す(&amp;E)…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="276" />
      <source>&amp;Finished games</source>
      <translation>終わったゲーム(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="158" />
      <source>&amp;Game:</source>
      <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="165" />
      <source>&amp;Player:</source>
      <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="230" />
      <source>&amp;Record finished games</source>
      <translation>終わったゲームを記録する(&amp;R)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="239" />
      <source>&amp;Watch the replay</source>
      <translation>リプレイを見る(&amp;W)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="488" />
      <source>Against %1</source>
      <translation>「%1」との対戦</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="486" />
      <source>Against people</source>
      <translation>人間との対戦</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="156" />
      <source>All games</source>
      <translation>すべてのゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="178" />
      <source>Average score</source>
      <translation>平均得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="516" />
      <source>Average so far</source>
      <translation>それまでの平均</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="180" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="219" />
      <source>Best round</source>
      <translation>ラウンド最高得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="179" />
      <source>Best score</source>
      <translation>最高得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="647" />
      <source>CSV files (*.csv)</source>
      <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="181" />
      <source>Campaign medals</source>
      <translation>キャンペーンのメダル</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="213" />
      <source>Date</source>
      <translation>日時</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="182" />
      <source>Endings seen</source>
      <translation>見たエンディング</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="647" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="659" />
      <source>Export statistics</source>
      <translation>統計を書き出す</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="245" />
      <source>Export this player's games as CSV</source>
      <translation>このプレイヤーのゲームをCSVに書き出す</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="667" />
      <source>Exported to %1.</source>
      <translation>%1 に書き出しました。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="209" />
      <source>Finished games</source>
      <translation>終わったゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="204" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="152" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="214" />
      <source>Game</source>
      <comment>which game of the box</comment>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="198" />
      <source>Games</source>
      <translation>ゲーム数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="197" />
      <source>Games by number of players and by opponent</source>
      <translation>人数別・対戦相手別のゲーム数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="176" />
      <source>Games finished</source>
      <translation>終わったゲーム数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="442" />
      <source>Gold %1 · silver %2 · bronze %3</source>
      <translation>金 %1・銀 %2・銅 %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="109" />
      <source>Lost</source>
      <translation>敗北</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="220" />
      <source>Medal</source>
      <translation>メダル</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="204" />
      <source>No finished games yet.</source>
      <translation>まだ終わったゲームがありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="341" />
      <source>No finished games yet. Every game played to its end here is kept, with its replay, for each person who played it.</source>
      <translation>まだ終わったゲームがありません。ここで最後まで遊んだゲームは、遊んだ人ごとにリプレイといっしょに記録されます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="439" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="458" />
      <source>None yet</source>
      <translation>まだありません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="216" />
      <source>Opponents</source>
      <translation>対戦相手</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="163" />
      <source>Player</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="204" />
      <source>Points</source>
      <translation>得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="347" />
      <source>Recording is off: games that end now are not kept.</source>
      <translation>記録はオフです：今から終わるゲームは記録されません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="218" />
      <source>Result</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="215" />
      <source>Rules</source>
      <translation>ルール</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="217" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="516" />
      <source>Score</source>
      <translation>得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="205" />
      <source>Score in each game</source>
      <translation>各ゲームの得点</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="108" />
      <source>Shared victory (%1)</source>
      <translation>勝利を分け合った（%1）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="480" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="536" />
      <source>Solo</source>
      <translation>ソロ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="149" />
      <source>Statistics</source>
      <translation>統計</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="660" />
      <source>The file was not written: %1</source>
      <translation>ファイルを書き込めませんでした：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="335" />
      <source>The history cannot be used (%1): nothing is recorded this time.</source>
      <translation>履歴を使えません（%1）：今回は何も記録されません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="192" />
      <source>The most points gained in one round of a game</source>
      <translation>1回のラウンドで得た最多の点数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="240" />
      <source>Watch the chosen game again</source>
      <translation>選んだゲームをもう一度見る</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="232" />
      <source>When this is off, games that end are not kept in the history; the games kept so far stay.</source>
      <translation>オフにすると、終わったゲームを履歴に残しません。これまでに記録したゲームはそのまま残ります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="177" />
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="198" />
      <source>Wins</source>
      <translation>勝利数</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="106" />
      <source>Won</source>
      <translation>勝利</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/statistics.py" line="449" />
      <source>chapter %1: %2</source>
      <translation>第%1章：%2</translation>
    </message>
  </context>
  <context>
    <name>Story</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="159" />
      <source>%1 %2</source>
      <comment>who: what it does</comment>
      <translation>%1%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="143" />
      <source>At once, before phase I.</source>
      <translation>ただちに（フェイズIの前）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="146" />
      <source>At the end of the round, after production.</source>
      <translation>ラウンド終了時（生産の後）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="145" />
      <source>At the start of phase IV.</source>
      <translation>フェイズIVの開始時。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="91" />
      <source>Discard %n card(s) of your choice.</source>
      <translation>
        <numerusform>好きなカードを%n枚捨てる。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="89" />
      <source>Draw %n card(s).</source>
      <translation>
        <numerusform>カードを%n枚引く。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="137" />
      <source>Every player:</source>
      <translation>全プレイヤー：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="144" />
      <source>In phase II, after the sunrise cards are turned.</source>
      <translation>フェイズIIで、日の出のカードをめくった後。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="113" />
      <source>New assistant for hire: %1.</source>
      <translation>新たに雇える助手：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="104" />
      <source>New building: %1. Its cards wait in a stack beside the market; in phase IV you may build one instead of your planned card.</source>
      <translation>新しい建物：%1。そのカードは市場の横に山にして置かれる。フェイズIVには、計画したカードの代わりにこの中から1枚を建設できる。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="110" />
      <source>New character: %1 is shuffled into the draw pile.</source>
      <translation>新しい人物：%1を山札に混ぜる。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="101" />
      <source>Pay goods worth %n coin(s) (all your goods if they are worth less).</source>
      <translation>
        <numerusform>価値の合計%nコイン分の商品を支払う（商品の価値がそれに満たなければ、商品すべて）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="170" />
      <source>Play it in phase I, before you keep or exchange your hand.</source>
      <translation>フェイズIで、手札を残すか交換するかを決める前にプレイする。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="173" />
      <source>Play it in phase II, before you place your worker.</source>
      <translation>フェイズIIで、労働者を置く前にプレイする。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="174" />
      <source>Play it in phase IV, on your turn.</source>
      <translation>フェイズIVの自分の手番にプレイする。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="51" />
      <source>Put %n good(s) on each of your %1 buildings.</source>
      <translation>
        <numerusform>自分の%1の建物それぞれに商品を%n個置く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="41" />
      <source>Put %n good(s) on each of your production buildings.</source>
      <translation>
        <numerusform>自分の生産建物それぞれに商品を%n個置く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="48" />
      <source>Put %n good(s) on your %1 building with the fewest goods.</source>
      <translation>
        <numerusform>自分の%1の建物のうち、商品が最も少ないものに商品を%n個置く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="45" />
      <source>Put %n good(s) on your %1 building with the most goods.</source>
      <translation>
        <numerusform>自分の%1の建物のうち、商品が最も多いものに商品を%n個置く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="37" />
      <source>Put %n good(s) on your building with the most goods.</source>
      <translation>
        <numerusform>自分の建物のうち、商品が最も多いものに商品を%n個置く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="38" />
      <source>Put %n good(s) on your production building with the fewest goods.</source>
      <translation>
        <numerusform>自分の生産建物のうち、商品が最も少ないものに商品を%n個置く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="44" />
      <source>Put %n good(s) on your start building if it is %1.</source>
      <translation>
        <numerusform>自分の初期建物が%1なら、そこに商品を%n個置く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="36" />
      <source>Put %n good(s) on your start building.</source>
      <translation>
        <numerusform>自分の初期建物に商品を%n個置く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="71" />
      <source>Remove %n good(s) from each of your %1 buildings.</source>
      <translation>
        <numerusform>自分の%1の建物それぞれから商品を%n個取り除く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="61" />
      <source>Remove %n good(s) from each of your production buildings.</source>
      <translation>
        <numerusform>自分の生産建物それぞれから商品を%n個取り除く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="68" />
      <source>Remove %n good(s) from your %1 building with the fewest goods.</source>
      <translation>
        <numerusform>自分の%1の建物のうち、商品が最も少ないものから商品を%n個取り除く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="65" />
      <source>Remove %n good(s) from your %1 building with the most goods.</source>
      <translation>
        <numerusform>自分の%1の建物のうち、商品が最も多いものから商品を%n個取り除く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="55" />
      <source>Remove %n good(s) from your building with the most goods.</source>
      <translation>
        <numerusform>自分の建物のうち、商品が最も多いものから商品を%n個取り除く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="58" />
      <source>Remove %n good(s) from your production building with the fewest goods.</source>
      <translation>
        <numerusform>自分の生産建物のうち、商品が最も少ないものから商品を%n個取り除く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="64" />
      <source>Remove %n good(s) from your start building if it is %1.</source>
      <translation>
        <numerusform>自分の初期建物が%1なら、そこから商品を%n個取り除く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="54" />
      <source>Remove %n good(s) from your start building.</source>
      <translation>
        <numerusform>自分の初期建物から商品を%n個取り除く。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="140" />
      <source>The first player:</source>
      <translation>スタートプレイヤー：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="139" />
      <source>The player(s) with the fewest points:</source>
      <translation>得点が最も少ないプレイヤー：</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="138" />
      <source>The player(s) with the most points:</source>
      <translation>得点が最も多いプレイヤー：</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="126" />
      <source>This round, building costs you %n coin(s) less.</source>
      <translation>
        <numerusform>このラウンド、建設コストが%nコイン安くなる。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="83" />
      <source>This round, draw %n card(s) in phase I.</source>
      <translation>
        <numerusform>このラウンド、フェイズIにカードを%n枚引く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="81" />
      <source>This round, fill each market row until it shows %n half sun(s).</source>
      <translation>
        <numerusform>このラウンド、市場の各列は半分の太陽が%n個出るまでカードを並べる。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="86" />
      <source>This round, hands may be exchanged in phase I.</source>
      <translation>このラウンド、フェイズIに手札を交換できる。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="128" />
      <source>This round, hiring an assistant costs you %n coin(s) less.</source>
      <translation>
        <numerusform>このラウンド、助手を雇うコストが%nコイン安くなる。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="87" />
      <source>This round, no hand may be exchanged in phase I.</source>
      <translation>このラウンド、フェイズIに手札を交換できない。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="118" />
      <source>This round, the market shows one more %1 for you.</source>
      <translation>このラウンド、市場に自分専用の%1が1つ追加される。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="115" />
      <source>This round, you may move %n assistant(s) for free in phase II.</source>
      <translation>
        <numerusform>このラウンド、フェイズIIに助手を%n人まで無料で移動できる。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/story_text.py" line="121" />
      <source>This round, your %1 buildings produce %n more good(s) when they produce.</source>
      <translation>
        <numerusform>このラウンド、自分の%1の建物は、生産するときに商品を%n個多く生産する。</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StoryDialog</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="161" />
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="149" />
      <source>&amp;Begin the chapter</source>
      <translation>章を始める(&amp;B)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="198" />
      <source>&amp;Close</source>
      <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="188" />
      <source>&amp;Continue</source>
      <translation>続ける(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="184" />
      <source>&amp;Decide</source>
      <translation>決定する(&amp;D)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="120" />
      <source>A picture of Longsdale</source>
      <translation>ロングスデイルの絵</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Bronze</source>
      <translation>銅</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="66" />
      <source>Chapter %1: %2</source>
      <translation>第%1章：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="171" />
      <source>Chapter goal missed.</source>
      <translation>章の目標は達成できませんでした。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="169" />
      <source>Chapter goal reached: %1 medal.</source>
      <translation>章の目標を達成しました：%1メダル。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="51" />
      <source>Goal: end with goods worth at least %1 coins (silver %2, gold %3).</source>
      <translation>目標：価値の合計が%1コイン以上の商品を持ってゲームを終える（銀%2、金%3）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="54" />
      <source>Goal: hire at least %1 assistants (silver %2, gold %3).</source>
      <translation>目標：助手を%1人以上雇う（銀%2、金%3）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="48" />
      <source>Goal: own at least %1 buildings (silver %2, gold %3).</source>
      <translation>目標：建物を%1軒以上所有する（銀%2、金%3）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="45" />
      <source>Goal: score at least %1 points (silver %2, gold %3).</source>
      <translation>目標：%1点以上を獲得する（銀%2、金%3）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Gold</source>
      <translation>金</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="39" />
      <source>No medal</source>
      <translation>メダルなし</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="163" />
      <source>Points: %1.</source>
      <translation>得点：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="80" />
      <source>Reached: %1 (%2).</source>
      <translation>達成：%1（%2）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="38" />
      <source>Silver</source>
      <translation>銀</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="197" />
      <source>The story of Longsdale ends here.</source>
      <translation>ロングスデイルの物語はここで終わります。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/campaign/story_dialog.py" line="141" />
      <source>This chapter lasts %n round(s): one event card each round.</source>
      <translation>
        <numerusform>この章は%nラウンド続きます。各ラウンドにイベントカードを1枚めくります。</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Summary</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="65" />
      <source>%1 at the %2</source>
      <translation>%2で%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="78" />
      <source>%1, round %2</source>
      <translation>%1、ラウンド %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="75" />
      <source>%1: nothing built, produced or hired yet.</source>
      <translation>%1：まだ何も建設・生産・雇用していません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="81" />
      <source>Built: %1</source>
      <translation>建設：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="84" />
      <source>Chains: %1</source>
      <translation>チェーン：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="83" />
      <source>Hired: %1</source>
      <translation>雇用：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="103" />
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="110" />
      <source>Last round</source>
      <translation>直近のラウンド</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="82" />
      <source>Produced: %1</source>
      <translation>生産：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/summary.py" line="79" />
      <source>nothing</source>
      <translation>なし</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="91" />
      <source>%1 — VP: %2 · Coins: %3 · Hand: %4</source>
      <translation>%1 — 勝利点：%2 · コイン：%3 · 手札：%4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="120" />
      <source>%1: %2 in the market, %3 with your Market Offices</source>
      <translation>%1：市場に %2、市場事務所込みで %3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="66" />
      <source>Assistants for hire</source>
      <translation>雇える助手</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="42" />
      <source>Both piles are empty: discard half your hand</source>
      <translation>山札も捨て札もありません：手札の半分を捨ててください</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="112" />
      <source>Click, or press L on the table: their last round</source>
      <translation>クリック、またはテーブルで L キー：直近のラウンド</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="60" />
      <source>Deck</source>
      <translation>山札</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="62" />
      <source>Discard</source>
      <translation>捨て札</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="41" />
      <source>End of round: assign assistants</source>
      <translation>ラウンド終了：助手の配置</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="79" />
      <source>Events left: %1</source>
      <translation>残りのイベント：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="43" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="86" />
      <source>Goal: %1 %2 (bronze) · %3 silver · %4 gold · now %5</source>
      <translation>目標：%2 %1（銅）· %3 銀 · %4 金 · 現在 %5</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="81" />
      <source>New buildings</source>
      <translation>新しい建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="35" />
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="36" />
      <source>Phase I: New cards</source>
      <translation>フェイズI：新たなカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="37" />
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="38" />
      <source>Phase II: Sunrise</source>
      <translation>フェイズII：日の出</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="39" />
      <source>Phase III: Sunset</source>
      <translation>フェイズIII：日暮れ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="40" />
      <source>Phase IV: Production and building</source>
      <translation>フェイズIV：生産と建設</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="72" />
      <source>Round %1 · %2</source>
      <translation>ラウンド %1 · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="64" />
      <source>Sunrise</source>
      <translation>日の出</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="64" />
      <source>Sunset</source>
      <translation>日暮れ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="77" />
      <source>To build</source>
      <translation>建設予定</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="107" />
      <source>VP: the points of the buildings and assistants, and 1 more for every 5 coins. Coins: what the goods on the buildings are worth.</source>
      <translation>勝利点：建物と助手の点に、コイン5枚ごとに1点を加えたもの。コイン：建物の上の商品の価値の合計。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="52" />
      <source>assistants</source>
      <translation>助手</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="95" />
      <source>at work</source>
      <translation>行動中</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="50" />
      <source>buildings</source>
      <translation>建物</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="51" />
      <source>coins</source>
      <translation>コイン</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="93" />
      <source>first player</source>
      <translation>スタートプレイヤー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="75" />
      <source>last round</source>
      <translation>最終ラウンド</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/table_words.py" line="49" />
      <source>points</source>
      <translation>点</translation>
    </message>
  </context>
  <context>
    <name>TableSpeech</name>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="100" />
      <source>%1 (button)</source>
      <translation>%1（ボタン）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="224" />
      <source>%1 (side %2)</source>
      <translation>%1（%2面）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="67" />
      <source>%1 energy in the row</source>
      <translation>エネルギー列の%1のエネルギー</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="190" />
      <source>%1 works here.</source>
      <translation>%1がここで働いています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="73" />
      <source>%1's %2</source>
      <translation>%1の%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="69" />
      <source>%1's %2 energy: %3</source>
      <translation>%1の%2のエネルギー：%3</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="207" />
      <source>%1's planned building, face down until it is built.</source>
      <translation>%1が建設予定の建物。建設されるまで裏向きです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="90" />
      <source>%1's worker</source>
      <translation>%1の労働者</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="188" />
      <source>%1's worker works here.</source>
      <translation>%1の労働者がここで働いています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="59" />
      <source>%1, %2</source>
      <translation>%1、%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="157" />
      <source>%1, %2's building</source>
      <translation>%1（%2の建物）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="161" />
      <source>%1, %2's planned building</source>
      <translation>%1（%2の建設予定の建物）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="167" />
      <source>%1, a new building on display</source>
      <translation>%1（並んでいる新しい建物）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="229" />
      <source>%1, for hire</source>
      <translation>%1（雇える助手）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="234" />
      <source>%1, hired by %2</source>
      <translation>%1（%2が雇用）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="233" />
      <source>%1, hired: waiting for one of your buildings</source>
      <translation>%1（雇用済み：あなたの建物への配置待ち）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="153" />
      <source>%1, in %2's hand</source>
      <translation>%1（%2の手札）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="165" />
      <source>%1, in the sunrise row</source>
      <translation>%1（日の出の列）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="164" />
      <source>%1, in the sunset row</source>
      <translation>%1（日暮れの列）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="152" />
      <source>%1, in your hand</source>
      <translation>%1（あなたの手札）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="231" />
      <source>%1, works at %2</source>
      <translation>%1（%2で働いています）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="156" />
      <source>%1, your building</source>
      <translation>%1（あなたの建物）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="160" />
      <source>%1, your planned building</source>
      <translation>%1（あなたの建設予定の建物）</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="303" />
      <source>%n more input(s) missing</source>
      <translation>
        <numerusform>あと%n個の資源が足りません</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="282" />
      <source>%n × %1 on %2</source>
      <translation>
        <numerusform>%2に%1×%n</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="289" />
      <source>%n × %1 on it.</source>
      <translation>
        <numerusform>%1×%nが載っています。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="215" />
      <source>A card in %1's hand, face down.</source>
      <translation>%1の手札のカード（裏向き）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="214" />
      <source>A card in your hand, face down.</source>
      <translation>あなたの手札のカード（裏向き）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="196" />
      <source>A face-down card</source>
      <translation>裏向きのカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="64" />
      <source>A level %1 card drawn by %2, face down</source>
      <translation>%2が引いたレベル%1のカード（裏向き）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="297" />
      <source>Chosen to pay: %1.</source>
      <translation>支払いに選択：%1。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="112" />
      <source>Chosen.</source>
      <translation>選択済み。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="135" />
      <source>Click a card in your hand, or drag it here, to plan it.</source>
      <translation>手札のカードをクリックするか、ここへドラッグすると建設予定になります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Confirm the step</source>
      <translation>この手順を確定</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="170" />
      <source>Discard pile of %n card(s): %1 on top</source>
      <translation>
        <numerusform>捨て札%n枚：いちばん上は%1</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="195" />
      <source>Draw pile: %n card(s)</source>
      <translation>
        <numerusform>山札：%n枚</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="294" />
      <source>Each is worth %1; all of them %2.</source>
      <translation>1個あたり%1、合計%2の価値です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="92" />
      <source>Event: %1</source>
      <translation>イベント：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="216" />
      <source>Face down.</source>
      <translation>裏向き。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Focus</source>
      <translation>フォーカス</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="307" />
      <source>Input: %1, filled</source>
      <translation>資源：%1（補充済み）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="258" />
      <source>It stays home this round: none of your buildings can take it now.</source>
      <translation>このラウンドは家にいます。いま置ける建物がありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="61" />
      <source>Level %1 deck, %2 cards</source>
      <translation>レベル%1の山札、%2枚</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="306" />
      <source>Missing input: %1</source>
      <translation>足りない資源：%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="281" />
      <source>No goods on %1</source>
      <translation>%1に商品はありません</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="291" />
      <source>No goods on it.</source>
      <translation>商品は載っていません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="129" />
      <source>Not available now.</source>
      <translation>今は使えません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="31" />
      <source>On the card, each “5” stands for five goods, each small square for one more, and the number at the right counts them all.</source>
      <translation>カードの上では「5」が商品5個、小さな四角が1個を表し、右の数字が全部の数です。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="211" />
      <source>One of the %n card(s) in %1's hand, face down.</source>
      <translation>
        <numerusform>%1の手札%n枚のうちの1枚（裏向き）。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="34" />
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="54" />
      <source>Player %1</source>
      <translation>プレイヤー%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="80" />
      <source>Press</source>
      <translation>押す</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="88" />
      <source>Put the focus ring on it; a card is shown large.</source>
      <translation>フォーカスリングをここに置きます。カードは大きく表示されます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="131" />
      <source>Space or Enter presses it.</source>
      <translation>Space または Enter で押せます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="133" />
      <source>Space presses it.</source>
      <translation>Space で押せます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/accessible.py" line="233" />
      <source>Tab and the arrow keys move the focus ring over the cards, goods and buttons; Space acts on the one in the ring, Enter confirms the step.</source>
      <translation>Tab と矢印キーでフォーカスの枠がカード・商品・ボタンの上を移動します。Space で枠の中のものを操作し、Enter で手順を確定します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="202" />
      <source>The cards to draw, face down.</source>
      <translation>引くカード（裏向き）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="74" />
      <source>The dispenser: %1 energies</source>
      <translation>エネルギー生成器：%1個</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="72" />
      <source>The research, over the display</source>
      <translation>開発で引いたカード（ディスプレイの上）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="98" />
      <source>To build: the place for your planned building</source>
      <translation>建設予定：建設する建物を置く場所</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="87" />
      <source>What Enter does with the focus ring on it: confirm the step.</source>
      <translation>フォーカスリングがここにあるときの Enter と同じ: この手順を確定します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/table/item_actions.py" line="86" />
      <source>What Space does with the focus ring on it: choose it, or press it.</source>
      <translation>フォーカスリングがここにあるときの Space と同じ: 選ぶ、または押します。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="261" />
      <source>Works at %1.</source>
      <translation>%1で働いています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="114" />
      <source>You can choose it now.</source>
      <translation>今これを選べます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="116" />
      <source>You cannot choose it now.</source>
      <translation>今はこれを選べません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="206" />
      <source>Your planned building, face down.</source>
      <translation>あなたの建設予定の建物（裏向き）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="89" />
      <source>Your worker</source>
      <translation>あなたの労働者</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="186" />
      <source>Your worker works here.</source>
      <translation>あなたの労働者がここで働いています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="87" />
      <source>Your worker, at home</source>
      <translation>あなたの労働者（家にいる）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="66" />
      <source>a card</source>
      <translation>カード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="46" />
      <source>built by %1</source>
      <translation>%1が設置済み</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="41" />
      <source>drawn in the research</source>
      <translation>開発で引いたカード</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="272" />
      <source>goods</source>
      <translation>商品</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="44" />
      <source>in %1's file</source>
      <translation>%1のアーカイブ内</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/gizmos/face/speech.py" line="39" />
      <source>in the display</source>
      <translation>ディスプレイ内</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ohmygoods/face/speech.py" line="72" />
      <source>your %1</source>
      <translation>あなたの%1</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <location filename="../../omg_desktop/ui/table/view.py" line="54" />
      <source>Game table</source>
      <translation>ゲームテーブル</translation>
    </message>
  </context>
  <context>
    <name>TextViewerDialog</name>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/text_viewer.py" line="50" />
      <source>&amp;Close</source>
      <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/ui/dialogs/text_viewer.py" line="47" />
      <source>The file could not be read: %1</source>
      <translation>ファイルを読み込めませんでした：%1</translation>
    </message>
  </context>
  <context>
    <name>TicketToRide</name>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="56" />
      <source> · last round</source>
      <translation> · 最終ラウンド</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="154" />
      <source>%1 %2</source>
      <comment>a player's name and a number: Ana 17</comment>
      <translation>%1 %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="41" />
      <source>%1 %2</source>
      <comment>two sentences one after the other</comment>
      <translation>%1%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="38" />
      <source>%1 %2 – %3 · %4</source>
      <translation>%1 %2 – %3 · %4</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="86" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="103" />
      <source>%1 (%2)</source>
      <translation>%1（%2）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="85" />
      <source>%1 (%2, lane %3)</source>
      <translation>%1（%2、%3本目）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="36" />
      <source>%1 This is your last turn.</source>
      <translation>%1これがあなたの最後の手番です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="87" />
      <source>%1 can do nothing and passes.</source>
      <translation>%1は何もできないのでパスする。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="83" />
      <source>%1 claims %2 with %3 and scores %n point(s); %4.</source>
      <translation>
        <numerusform>%1が%3で%2を獲得し、%n点を得る。%4。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="141" />
      <source>%1 completed %n ticket(s): %2; failed: %3. Tickets: %4. Score: %5.</source>
      <translation>
        <numerusform>%1はチケット%n枚を達成：%2。未達成：%3。チケット：%4。得点：%5。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="145" />
      <source>%1 completed every ticket, %n in all: %2. Tickets: %3. Score: %4.</source>
      <translation>
        <numerusform>%1はチケットをすべて達成（計%n枚）：%2。チケット：%3。得点：%4。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="147" />
      <source>%1 completed none of %n ticket(s): %2. Tickets: %3. Score: %4.</source>
      <translation>
        <numerusform>%1はチケット%n枚をどれも達成できなかった：%2。チケット：%3。得点：%4。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="70" />
      <source>%1 draws %n destination ticket(s).</source>
      <translation>
        <numerusform>%1が目的地チケットを%n枚引く。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="71" />
      <source>%1 draws %n destination ticket(s): %2.</source>
      <translation>
        <numerusform>%1が目的地チケットを%n枚引く：%2。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="54" />
      <source>%1 draws a train card from the deck.</source>
      <translation>%1が山札から列車カードを1枚引く。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="55" />
      <source>%1 draws a train card from the deck: %2.</source>
      <translation>%1が山札から列車カードを1枚引く：%2。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="89" />
      <source>%1 ends their turn.</source>
      <translation>%1が手番を終える。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="168" />
      <source>%1 has the longest continuous path, %n train(s) long, and the bonus: %2. Each player's longest path: %3.</source>
      <translation>
        <numerusform>%1が最長路線（列車%n両）で最長路線ボーナスを得る：%2。各プレイヤーの最長路線：%3。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="138" />
      <source>%1 holds no ticket. Score: %2.</source>
      <translation>%1はチケットを持っていない。得点：%2。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="91" />
      <source>%1 is down to their last trains: everyone, %1 included, plays one last turn.</source>
      <translation>%1の列車が残りわずかになった。%1も含めて全員が最後の手番を1回行う。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="76" />
      <source>%1 is drawn to play first; everyone chooses their tickets in turn.</source>
      <translation>抽選で%1がスタートプレイヤーになる。全員が順にチケットを選ぶ。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="107" />
      <source>%1 keeps %n ticket(s) and returns %2 to the bottom of the deck.</source>
      <translation>
        <numerusform>%1がチケットを%n枚残し、%2枚を山の一番下に戻す。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="112" />
      <source>%1 keeps %n ticket(s), %2, and returns %3 to the bottom of the deck.</source>
      <translation>
        <numerusform>%1がチケットを%n枚（%2）残し、%3枚を山の一番下に戻す。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="109" />
      <source>%1 keeps all %n ticket(s).</source>
      <translation>
        <numerusform>%1がチケット%n枚をすべて残す。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="114" />
      <source>%1 keeps all %n ticket(s): %2.</source>
      <translation>
        <numerusform>%1がチケット%n枚をすべて残す：%2。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="126" />
      <source>%1 points</source>
      <comment>a score below zero: −12 points</comment>
      <translation>%1点</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="172" />
      <source>%1 share the longest continuous path, %n train(s) long, and the bonus: %2 each. Each player's longest path: %3.</source>
      <translation>
        <numerusform>%1が最長路線（列車%n両）で並び、それぞれ最長路線ボーナスを得る：%2。各プレイヤーの最長路線：%3。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="60" />
      <source>%1 takes the face-up card in place %2: %3.</source>
      <translation>%1が表向きの%2番のカードを取る：%3。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="19" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="23" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="28" />
      <source>%1 · %2</source>
      <translation>%1 · %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="118" />
      <source>%1 ×%2</source>
      <comment>a number of train cards of one colour: Red ×3</comment>
      <translation>%1×%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="69" />
      <source>%1 – %2</source>
      <translation>%1 – %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="506" />
      <source>%1 — %2</source>
      <translation>%1 — %2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="126" />
      <source>%1's destination ticket, face down</source>
      <translation>%1の目的地チケット（裏向き）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="84" />
      <source>%1's token</source>
      <translation>%1のコマ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="78" />
      <source>%1, city</source>
      <translation>%1（都市）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="115" />
      <source>%1, claimed by %2</source>
      <translation>%1、%2が獲得済み</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="117" />
      <source>%1, closed (the other lane is taken)</source>
      <translation>%1、閉鎖（もう一方の線路が獲得済み）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="113" />
      <source>%1, one lane of a double route</source>
      <translation>%1、複線ルートの1本</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="118" />
      <source>%1, open</source>
      <translation>%1、空き</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="155" />
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="94" />
      <source>%1: %n %2 space(s)</source>
      <translation>
        <numerusform>%1：%2・%nマス</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="23" />
      <source>%n card(s)</source>
      <translation>
        <numerusform>カード%n枚</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="156" />
      <source>%n point(s)</source>
      <translation>
        <numerusform>%n点</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="161" />
      <source>%n space(s)</source>
      <translation>
        <numerusform>%nマス</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="141" />
      <source>%n ticket(s)</source>
      <translation>
        <numerusform>チケット%n枚</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="136" />
      <source>%n train card(s)</source>
      <translation>
        <numerusform>列車カード%n枚</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="146" />
      <source>%n train(s)</source>
      <translation>
        <numerusform>列車%n両</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="151" />
      <source>%n train(s) left</source>
      <translation>
        <numerusform>残り列車%n両</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="176" />
      <source>&amp;Ask before placing trains</source>
      <translation>列車を置く前に確認する(&amp;A)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="167" />
      <source>&amp;Cancel</source>
      <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="169" />
      <source>&amp;Keep</source>
      <translation>残す(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="498" />
      <source>&amp;Keep %1 of %2</source>
      <translation>%2枚中%1枚を残す(&amp;K)</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="164" />
      <source>&amp;Place the trains</source>
      <translation>列車を置く(&amp;P)</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="40" />
      <source>+ %n more ticket(s) (point here)</source>
      <translation>
        <numerusform>+ チケットあと%n枚（ここを指す）</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="157" />
      <source>+ Locomotive</source>
      <translation>+ 機関車</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="113" />
      <source>, </source>
      <comment>between the items of a list</comment>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="57" />
      <source>A card is laid face up in place %1: %2.</source>
      <translation>表向きの%1番にカードが置かれる：%2。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="139" />
      <source>A face-up %1 is taken alone: it is the whole draw.</source>
      <translation>表向きの%1は1枚だけで取る。それで引くのは終わり。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="463" />
      <source>A face-up %1 is taken only as the first card of a draw.</source>
      <translation>表向きの%1は、引く1枚目としてしか取れません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="83" />
      <source>A turn: draw two train cards, or claim one route, or draw destination tickets.</source>
      <translation>手番：列車カードを2枚引く、ルートを1本獲得する、目的地チケットを引く、のいずれか1つ。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="95" />
      <source>Another player has claimed this route: its trains are in their colour.</source>
      <translation>このルートは他のプレイヤーが獲得済みです（その人の色の列車が置かれています）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="178" />
      <source>Ask before placing trains</source>
      <translation>列車を置く前に確認する</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="30" />
      <source>Black</source>
      <translation>黒</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="27" />
      <source>Blue</source>
      <translation>青</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="75" />
      <source>Cards and tickets in hand are secret: only their number is shown.</source>
      <translation>手札のカードとチケットは秘密です。枚数だけが表示されます。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="45" />
      <source>Choose the destination tickets to keep: at least %n of the %1 dealt to you.</source>
      <translation>
        <numerusform>残す目的地チケットを選んでください：配られた%1枚のうち%n枚以上。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="47" />
      <source>Choose the destination tickets to keep: at least %n of the %1 drawn.</source>
      <translation>
        <numerusform>残す目的地チケットを選んでください：引いた%1枚のうち%n枚以上。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="36" />
      <source>Claim %1 with %2.</source>
      <translation>%2で%1を獲得しましょう。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="475" />
      <source>Claim %1 with %2? Place the trains (Enter) or Cancel (Esc).</source>
      <translation>%2で%1を獲得しますか？列車を置く（Enter）か、キャンセル（Esc）。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="148" />
      <source>Claimed with %1 %2 cards: %n point(s).</source>
      <translation>
        <numerusform>%2のカード%1枚で獲得：%n点。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="146" />
      <source>Claimed with %1 cards of any one colour: %n point(s).</source>
      <translation>
        <numerusform>好きな1色のカード%1枚で獲得：%n点。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="94" />
      <source>Destination ticket deck, %n ticket(s)</source>
      <translation>
        <numerusform>目的地チケットの山、%n枚</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="80" />
      <source>Done: your routes join its two cities.</source>
      <translation>達成：あなたのルートが2都市をつないでいます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="78" />
      <source>Draw destination tickets: your tickets are made or out of reach, and you have trains enough to make new ones.</source>
      <translation>目的地チケットを引きましょう。手持ちのチケットは達成済みか達成できず、新しいチケットを達成できるだけの列車が残っています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="94" />
      <source>Draw from the deck: no card your plan needs lies face up.</source>
      <translation>山札から引きましょう。計画に必要なカードが表向きにありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="78" />
      <source>Every player has chosen their tickets: %1 begins.</source>
      <translation>全員がチケットを選んだ。%1から始める。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="90" />
      <source>Face-up card in place %1: %2</source>
      <translation>表向きの%1番のカード：%2</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="89" />
      <source>Face-up place %1, empty</source>
      <translation>表向きの%1番、空き</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="26" />
      <source>Green</source>
      <translation>緑</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="31" />
      <source>Grey</source>
      <translation>灰色</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="63" />
      <source>It lies on the way of %1.</source>
      <translation>%1への道筋にあります。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="73" />
      <source>It scores %n point(s) in your last turn.</source>
      <translation>
        <numerusform>最後の手番で%n点になります。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="75" />
      <source>It scores %n point(s): your tickets need nothing more.</source>
      <translation>
        <numerusform>%n点になります。チケットにはもう何も必要ありません。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="110" />
      <source>It takes %1 %2 cards (%3 cards count as any); you hold %4.</source>
      <translation>%2のカードが%1枚必要です（%3のカードはどの色にもなります）。あなたは%4枚持っています。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="108" />
      <source>It takes %1 cards of one colour (%2 cards count as any); your best is %3.</source>
      <translation>同じ色のカードが%1枚必要です（%2のカードはどの色にもなります）。あなたの最大は%3枚です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="103" />
      <source>It takes %1 trains; you have %2 left.</source>
      <translation>列車が%1両必要です。残りは%2両です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="68" />
      <source>It would join two parts of another player's network: taking it blocks them.</source>
      <translation>他のプレイヤーの路線網の2つの部分をつなぐルートです。取れば妨害になります。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="51" />
      <source>Keep %1: %n point(s) your routes can join in the turns left.</source>
      <translation>
        <numerusform>%1を残しましょう。残りの手番でルートを結べる%n点です。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="53" />
      <source>Keep %1: the least at risk, as no choice fits the turns left.</source>
      <translation>%1を残しましょう。どの選び方も残りの手番に収まらないので、失う点が最も少ないものです。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="419" />
      <source>Keep at least %n of the tickets drawn.</source>
      <translation>
        <numerusform>引いたチケットのうち少なくとも%n枚を残してください。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="22" />
      <source>Locomotive</source>
      <translation>機関車</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="26" />
      <source>Longest path (spaces)</source>
      <translation>最長路線（マス）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="21" />
      <source>Longest path bonus</source>
      <translation>最長路線ボーナス</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="467" />
      <source>No destination ticket is left.</source>
      <translation>目的地チケットが残っていません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="175" />
      <source>Nobody has claimed a route: no bonus for the longest path.</source>
      <translation>誰もルートを獲得していないため、最長路線ボーナスはありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="81" />
      <source>Open: your routes do not join its two cities yet.</source>
      <translation>未達成：あなたのルートはまだ2都市をつないでいません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="24" />
      <source>Orange</source>
      <translation>オレンジ</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="59" />
      <source>Others may take it first, and it lies on the way of %1.</source>
      <translation>他のプレイヤーに先に取られるおそれがあり、%1への道筋にあります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="61" />
      <source>Others may take it first, and your plan needs it.</source>
      <translation>他のプレイヤーに先に取られるおそれがあり、計画に必要です。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="99" />
      <source>Pass: there is nothing else you can do.</source>
      <translation>パスしましょう。他にできることはありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="559" />
      <source>Pay with %1</source>
      <translation>%1で支払う</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="28" />
      <source>Pink</source>
      <translation>ピンク</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="51" />
      <source>Player %1</source>
      <translation>プレイヤー%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="67" />
      <source>Points so far: the routes claimed. At the end each ticket adds its points when its cities are joined and takes them off when not, and the longest continuous path earns its bonus.</source>
      <translation>現在の得点：獲得したルートの分。終了時、各チケットは2都市がつながっていれば点を加え、つながっていなければ引き、最長路線にはボーナスが入ります。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="23" />
      <source>Red</source>
      <translation>赤</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="220" />
      <source>Round %1</source>
      <translation>ラウンド%1</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="219" />
      <source>Round %1 (the last turns)</source>
      <translation>ラウンド%1（最後の手番）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="55" />
      <source>Round %1 · %2's turn</source>
      <translation>ラウンド%1 · %2の手番</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="18" />
      <source>Routes</source>
      <translation>ルート</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="47" />
      <source>Routes of %n space(s)</source>
      <translation>
        <numerusform>%nマスのルート</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="217" />
      <source>Set-up</source>
      <translation>準備</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="56" />
      <source>Several players have the same points: the most tickets completed wins, then the longest path.</source>
      <translation>複数のプレイヤーが同点です。達成したチケットの多い方、次に最長路線の長い方が勝ちます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="99" />
      <source>Something happened (%1).</source>
      <translation>何かが起きた（%1）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="85" />
      <source>Take the face-up %1 in place %2: a route of your plan lacks just one card.</source>
      <translation>表向きの%2番の%1を取りましょう。計画のルートにあと1枚だけ足りません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="88" />
      <source>Take the face-up %1 in place %2: the colour you hold most, towards a long route.</source>
      <translation>表向きの%2番の%1を取りましょう。手札に最も多い色で、長いルートに向けて集めます。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="96" />
      <source>Take the face-up %1 in place %2: the deck is empty.</source>
      <translation>表向きの%2番の%1を取りましょう。山札が空です。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="81" />
      <source>Take the face-up %1 in place %2: your routes still lack %n of it.</source>
      <translation>
        <numerusform>表向きの%2番の%1を取りましょう。ルートにまだその色が%n枚足りません。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="92" />
      <source>Take your second card from the deck: no card your plan needs lies face up.</source>
      <translation>2枚目は山札から引きましょう。計画に必要なカードが表向きにありません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="456" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="466" />
      <source>Take your second train card first.</source>
      <translation>先に2枚目の列車カードを取ってください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="53" />
      <source>Take your second train card: from the deck, or face up but not a %1.</source>
      <translation>2枚目の列車カードを取ってください：山札から、または表向きから（%1以外）。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="469" />
      <source>The deck and the discards are empty.</source>
      <translation>山札も捨て札もありません。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="49" />
      <source>The destination tickets are shuffled: a deck of %n.</source>
      <translation>
        <numerusform>目的地チケットを切る：%n枚の山。</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="65" />
      <source>The face-up cards show %n %1 card(s): they are all discarded and new ones are laid out.</source>
      <translation>
        <numerusform>表向きのカードに%1が%n枚ある。すべて捨てて新しく並べる。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="49" />
      <source>The game is over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="183" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="24" />
      <source>The game is over.</source>
      <translation>ゲーム終了。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="189" />
      <source>The game is over: %1 share the win with %2 each. Final scores: %3.</source>
      <translation>ゲーム終了。%1がそれぞれ%2で勝利を分け合う。最終得点：%3。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="187" />
      <source>The game is over: %1 wins with %2. Final scores: %3.</source>
      <translation>ゲーム終了。%1が%2で勝利。最終得点：%3。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="82" />
      <source>The map</source>
      <translation>地図</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/log_text.py" line="50" />
      <source>The train cards are shuffled: a deck of %n.</source>
      <translation>
        <numerusform>列車カードを切る：%n枚の山札。</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="54" />
      <source>They have the same points, the same number of tickets completed and the same longest path: they share the win.</source>
      <translation>点数も、達成したチケットの数も、最長路線も同じなので、勝利を分け合います。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="129" />
      <source>Ticket %1, completed</source>
      <translation>チケット %1、達成</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="130" />
      <source>Ticket %1, not completed yet</source>
      <translation>チケット %1、未達成</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="103" />
      <source>Ticket offered: %1, chosen to keep</source>
      <translation>引いたチケット：%1、残す</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="104" />
      <source>Ticket offered: %1, not chosen</source>
      <translation>引いたチケット：%1、戻す</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="45" />
      <source>Ticket to Ride</source>
      <translation>チケット・トゥ・ライド</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="19" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="24" />
      <source>Tickets completed</source>
      <translation>達成したチケット</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="20" />
      <location filename="../../omg_desktop/games/ticket_to_ride/face/records.py" line="25" />
      <source>Tickets failed</source>
      <translation>達成できなかったチケット</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="53" />
      <source>Tickets to keep · %1 chooses</source>
      <translation>残すチケット · %1が選択中</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="92" />
      <source>Train card deck, %n card(s)</source>
      <translation>
        <numerusform>列車カードの山札、%n枚</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="22" />
      <source>Waiting for %1 to take the seat…</source>
      <translation>%1が席に着くのを待っています…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="26" />
      <source>Waiting for %1…</source>
      <translation>%1を待っています…</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="29" />
      <source>White</source>
      <translation>白</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="99" />
      <source>With fewer than %1 players only one lane of a double route is used.</source>
      <translation>%1人未満では、複線ルートは片方の線路しか使えません。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/words.py" line="25" />
      <source>Yellow</source>
      <translation>黄</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="31" />
      <source>You can do nothing this turn: pass.</source>
      <translation>この手番では何もできません。パスしてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="94" />
      <source>You have claimed this route.</source>
      <translation>このルートはあなたが獲得済みです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="98" />
      <source>You hold the other lane of this double route: a player never claims both.</source>
      <translation>この複線ルートのもう一方の線路はあなたのものです。1人が両方を獲得することはできません。</translation>
    </message>
    <message numerus="yes">
      <location filename="../../omg_desktop/games/ticket_to_ride/face/speech.py" line="97" />
      <source>Your %1 cards: %n</source>
      <translation>
        <numerusform>あなたの%1のカード：%n枚</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/hint_words.py" line="65" />
      <source>Your plan needs it, and losing it would cost most.</source>
      <translation>計画に必要で、失うと最も痛いルートです。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/table_words.py" line="34" />
      <source>Your tickets (%1)</source>
      <translation>あなたのチケット（%1）</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="69" />
      <source>Your turn: claim a route or draw destination tickets.</source>
      <translation>あなたの手番：ルートを獲得するか、目的地チケットを引いてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="71" />
      <source>Your turn: claim a route.</source>
      <translation>あなたの手番：ルートを獲得してください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="73" />
      <source>Your turn: draw destination tickets.</source>
      <translation>あなたの手番：目的地チケットを引いてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="65" />
      <source>Your turn: draw train cards or claim a route.</source>
      <translation>あなたの手番：列車カードを引くか、ルートを獲得してください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="67" />
      <source>Your turn: draw train cards or destination tickets.</source>
      <translation>あなたの手番：列車カードか目的地チケットを引いてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="63" />
      <source>Your turn: draw train cards, claim a route or draw destination tickets.</source>
      <translation>あなたの手番：列車カードを引く、ルートを獲得する、目的地チケットを引く、のどれかを行ってください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/prompts.py" line="74" />
      <source>Your turn: draw train cards.</source>
      <translation>あなたの手番：列車カードを引いてください。</translation>
    </message>
    <message>
      <location filename="../../omg_desktop/games/ticket_to_ride/face/panel.py" line="156" />
      <source>− Locomotive</source>
      <translation>− 機関車</translation>
    </message>
  </context>
  <context>
    <name>Obsolete</name>
    <message>
      <source>A box of tabletop games: Oh My Goods! (Big Box) and Gizmos.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">ボードゲームの詰め合わせ：『オー・マイ・グーッズ！』（ビッグボックス）と『ギズモ』。</translation>
    </message>
    <message>
      <source>A box of tabletop games: Oh My Goods! (Big Box), Gizmos and Kingdom Builder.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">ボードゲームの詰め合わせ：『オー・マイ・グーッズ！』（ビッグボックス）、『ギズモ』、『キングダムビルダー』。</translation>
    </message>
    <message>
      <source>A desktop edition of the card game Oh My Goods! (Big Box).</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">カードゲーム『オー・マイ・グーッズ！』（ビッグボックス）のデスクトップ版です。</translation>
    </message>
    <message>
      <source>About omg-desktop</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">omg-desktop について</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister. Card names, numbers and rules are facts of the published game; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">『オー・マイ・グーッズ！』はアレクサンダー・プフィスターによるゲームです。カード名、数値、ルールは市販のゲームに基づく事実であり、ここに含まれるアートとテキストはすべてオリジナルです。</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister. Card names, numbers and rules are facts of the published game; all art and text here are original. Not an official product.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">『オー・マイ・グーッズ！』はアレクサンダー・プフィスターによるゲームです。カード名、数値、ルールは市販のゲームに基づく事実であり、ここに含まれるアートとテキストはすべてオリジナルです。公式製品ではありません。</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister; Gizmos is a game by Phil Walker-Harding. Card names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">『オー・マイ・グーッズ！』はアレクサンダー・プフィスターによるゲーム、『ギズモ』はフィル・ウォーカー＝ハーディングによるゲームです。カード名、数値、ルールは市販のゲームに基づく事実であり、ここに含まれるアートとテキストはすべてオリジナルです。</translation>
    </message>
    <message>
      <source>Oh My Goods! is a game by Alexander Pfister; Gizmos is a game by Phil Walker-Harding; Kingdom Builder is a game by Donald X. Vaccarino. Names, numbers and rules are facts of the published games; all art and text here are original.</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">『オー・マイ・グーッズ！』はアレクサンダー・プフィスター、『ギズモ』はフィル・ウォーカー＝ハーディング、『キングダムビルダー』はドナルド・X・ヴァッカリーノによるゲームです。名前、数値、ルールは市販のゲームに基づく事実であり、ここに含まれるアートとテキストはすべてオリジナルです。</translation>
    </message>
    <message>
      <source>omg-desktop</source>
      <comment>AboutDialog|</comment>
      <translation type="vanished">omg-desktop</translation>
    </message>
    <message>
      <source>%1 (%2 coins)</source>
      <comment>CampaignDialog|Panel|</comment>
      <translation type="vanished">%1（%2コイン）</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Story|</comment>
      <translation type="vanished">%1（%2）</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Story|</comment>
      <translation type="vanished">%1（%2）</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Story|</comment>
      <translation type="vanished">%1（%2）</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 ×（%2）→ %4×%3（%5コイン）</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 ×（%2）→ %4×%3（%5コイン）</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">%1 ×（%2）→ %4×%3（%5コイン）</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">雇う(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">雇う(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">雇う(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">名前を変更(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">名前を変更(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|SlotsDialog|</comment>
      <translation type="vanished">名前を変更(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">チェーンを実行(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">チェーンを実行(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">チェーンを実行(&amp;R)</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1コイン</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1コイン</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CardArt|</comment>
      <translation type="vanished">1コイン</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — %2</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — %2、%3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — %2、%3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — %2、%3</translation>
    </message>
    <message>
      <source>Campaign %1 — %2, %3</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — %2、%3</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — 読み込めません</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — 読み込めません</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — 読み込めません</translation>
    </message>
    <message>
      <source>Campaign %1 — cannot be read</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|</comment>
      <translation type="vanished">キャンペーン %1 — 読み込めません</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">クリック：この商品をもう1つ支払いに加えます。全部選ぶと、次のクリックで元に戻ります。</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">クリック：この商品をもう1つ支払いに加えます。全部選ぶと、次のクリックで元に戻ります。</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">クリック：この商品をもう1つ支払いに加えます。全部選ぶと、次のクリックで元に戻ります。</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">現在の選択を確定する</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">現在の選択を確定する</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">現在の選択を確定する</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">フォーカスがどこにあっても、いまの手順を確定する</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">フォーカスがどこにあっても、いまの手順を確定する</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">フォーカスがどこにあっても、いまの手順を確定する</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">捨て札（%1）</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">捨て札（%1）</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Table|</comment>
      <translation type="vanished">捨て札（%1）</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">捨てたカードはこの建物にだけ使われます。最も安い選択肢が先頭にあります。</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">捨てたカードはこの建物にだけ使われます。最も安い選択肢が先頭にあります。</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">捨てたカードはこの建物にだけ使われます。最も安い選択肢が先頭にあります。</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">助手を移動（1回2コイン）：</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">助手を移動（1回2コイン）：</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">助手を移動（1回2コイン）：</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">パネルの操作項目の間を移動する</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">パネルの操作項目の間を移動する</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">パネルの操作項目の間を移動する</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">ちょうど%1コインを支払い</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">ちょうど%1コインを支払い</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|Panel|</comment>
      <translation type="vanished">ちょうど%1コインを支払い</translation>
    </message>
    <message>
      <source>nothing answers at %1: check the address, and that the host's table is open</source>
      <comment>CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|CampaignDialog|MainWindow|</comment>
      <translation type="vanished">%1 から応答がありません。アドレスと、主催者のテーブルが開いているかを確かめてください</translation>
    </message>
    <message>
      <source>1 coin</source>
      <comment>CardArt|</comment>
      <translation type="vanished">1コイン</translation>
    </message>
    <message>
      <source>&amp;Learn to play</source>
      <comment>Coach|</comment>
      <translation type="vanished">遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
      <source>&amp;Not now</source>
      <comment>Coach|</comment>
      <translation type="vanished">今はしない(&amp;N)</translation>
    </message>
    <message>
      <source>New to the game? Play a guided first game: a coach shows you every rule as you play (about %1 minutes). You can leave at any time and go on later from Help ▸ Learn to play.</source>
      <comment>Coach|</comment>
      <translation type="vanished">はじめてですか？ガイド付きの最初のゲームを遊びましょう。プレイしながらコーチがすべてのルールを見せてくれます（約%1分）。いつでもやめられ、あとで「ヘルプ ▸ 遊び方を学ぶ」から続けられます。</translation>
    </message>
    <message>
      <source>Not quite: try what I pointed at. If you are stuck, Skip this step makes the move for you.</source>
      <comment>Coach|</comment>
      <translation type="vanished">惜しい！示したところを試してください。わからなければ「このステップを飛ばす」で代わりに手を打ちます。</translation>
    </message>
    <message>
      <source>Skip this s&amp;tep</source>
      <comment>Coach|</comment>
      <translation type="vanished">このステップを飛ばす(&amp;T)</translation>
    </message>
    <message>
      <source> (%1 of level III)</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">（うちレベルIII %1枚）</translation>
    </message>
    <message>
      <source>%1, with %2</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">%1、%2を使用</translation>
    </message>
    <message>
      <source>%n converter(s)</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">変換ギズモ%n個</translation>
    </message>
    <message>
      <source>Build II</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">設置II</translation>
    </message>
    <message>
      <source>Build from file</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">アーカイブから設置</translation>
    </message>
    <message>
      <source>Points: those printed on the built gizmos, the victory point tokens, and the end-of-game upgrades' bonus.</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">得点：設置したギズモに印刷された勝利点、勝利点トークン、終了時のアップグレードのボーナス。</translation>
    </message>
    <message>
      <source>costs %1 (%2), %3</source>
      <comment>Gizmos|</comment>
      <translation type="vanished">コスト：%2の%1、%3</translation>
    </message>
    <message>
      <source>%1 comes into the display.</source>
      <comment>GizmosLog|</comment>
      <translation type="vanished">%1がディスプレイに出ました。</translation>
    </message>
    <message>
      <source>%1 builds at %2 with the %3.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">%1が%3で%2に建てる。</translation>
    </message>
    <message>
      <source>%1 builds at %2.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">%1が%2に建てる。</translation>
    </message>
    <message>
      <source>Gold</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">金</translation>
    </message>
    <message>
      <source>Gold from the cards</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">カードの金</translation>
    </message>
    <message>
      <source>Location tiles taken</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">取った場所タイル</translation>
    </message>
    <message>
      <source>Location tiles used</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">使った場所タイル</translation>
    </message>
    <message>
      <source>Settlements moved</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">動かした集落</translation>
    </message>
    <message>
      <source>Water: only the Harbor moves a settlement onto water.</source>
      <comment>KingdomBuilder|</comment>
      <translation type="vanished">水：港のタイルでしか集落を水へ動かせない。</translation>
    </message>
    <message>
      <source>&amp;About Oh My Goods!</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">オー・マイ・グーッズ！について(&amp;A)</translation>
    </message>
    <message>
      <source>Confirm the current choice</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">現在の選択を確定する</translation>
    </message>
    <message>
      <source>Confirm the current step, wherever the focus is</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">フォーカスがどこにあっても、いまの手順を確定する</translation>
    </message>
    <message>
      <source>Move between the controls of the panel</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">パネルの操作項目の間を移動する</translation>
    </message>
    <message>
      <source>Oh My Goods!</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">オー・マイ・グーッズ！</translation>
    </message>
    <message>
      <source>Press the focused button; elsewhere, confirm the current step</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">フォーカスのあるボタンを押す。それ以外では現在の手順を確定</translation>
    </message>
    <message>
      <source>The next game replaces it in the autosave: save it to a slot first (Game ▸ Save game) to keep it.</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">次のゲームが自動保存を上書きします。残すには先にスロットに保存してください（ゲーム ▸ ゲームを保存）。</translation>
    </message>
    <message>
      <source>nothing answers at %1: check the address, and that the host's table is open</source>
      <comment>MainWindow|</comment>
      <translation type="vanished">%1 から応答がありません。アドレスと、主催者のテーブルが開いているかを確かめてください</translation>
    </message>
    <message>
      <source>&amp;Not now</source>
      <comment>Network|</comment>
      <translation type="vanished">今はしない(&amp;N)</translation>
    </message>
    <message>
      <source>Take your seat back?</source>
      <comment>Network|</comment>
      <translation type="vanished">席に戻りますか？</translation>
    </message>
    <message>
      <source>Human</source>
      <comment>NewGameDialog|</comment>
      <translation type="vanished">人間</translation>
    </message>
    <message>
      <source>Normal plans its worker and its buildings together and counts cards in points.</source>
      <comment>NewGameDialog|</comment>
      <translation type="vanished">ふつうは労働者と建物をあわせて計画し、カードを勝利点で評価します。</translation>
    </message>
    <message>
      <source>%1 (%2 coins)</source>
      <comment>Panel|</comment>
      <translation type="vanished">%1（%2コイン）</translation>
    </message>
    <message>
      <source>%1 × (%2) gives %3 %4 (%5 coins)</source>
      <comment>Panel|</comment>
      <translation type="vanished">%1 ×（%2）→ %4×%3（%5コイン）</translation>
    </message>
    <message>
      <source>&amp;Hire</source>
      <comment>Panel|</comment>
      <translation type="vanished">雇う(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Run chain</source>
      <comment>Panel|</comment>
      <translation type="vanished">チェーンを実行(&amp;R)</translation>
    </message>
    <message>
      <source>Click: pay with one more of these goods; once all are chosen, a click takes them back.</source>
      <comment>Panel|</comment>
      <translation type="vanished">クリック：この商品をもう1つ支払いに加えます。全部選ぶと、次のクリックで元に戻ります。</translation>
    </message>
    <message>
      <source>Each card you discard serves this building only. The cheapest choice comes first.</source>
      <comment>Panel|</comment>
      <translation type="vanished">捨てたカードはこの建物にだけ使われます。最も安い選択肢が先頭にあります。</translation>
    </message>
    <message>
      <source>Move an assistant (2 coins each):</source>
      <comment>Panel|</comment>
      <translation type="vanished">助手を移動（1回2コイン）：</translation>
    </message>
    <message>
      <source>Paying exactly %1 coins</source>
      <comment>Panel|</comment>
      <translation type="vanished">ちょうど%1コインを支払い</translation>
    </message>
    <message>
      <source>&amp;Rename</source>
      <comment>SlotsDialog|</comment>
      <translation type="vanished">名前を変更(&amp;R)</translation>
    </message>
    <message>
      <source>Game: %1 (saved %2)</source>
      <comment>SlotsDialog|</comment>
      <translation type="vanished">ゲーム: %1 (%2 に保存)</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <comment>Story|</comment>
      <translation type="vanished">%1（%2）</translation>
    </message>
    <message>
      <source>Discard (%1)</source>
      <comment>Table|</comment>
      <translation type="vanished">捨て札（%1）</translation>
    </message>
    <message>
      <source>Draw pile</source>
      <comment>Table|</comment>
      <translation type="vanished">山札</translation>
    </message>
    <message>
      <source>Waiting to be put on a building.</source>
      <comment>TableSpeech|</comment>
      <translation type="vanished">建物に置かれるのを待っています。</translation>
    </message>
    <message>
      <source>Claimed already.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">獲得済みです。</translation>
    </message>
    <message>
      <source>The game is over: %1 share the win.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">ゲーム終了。%1が勝利を分け合う。</translation>
    </message>
    <message>
      <source>The game is over: %1 wins.</source>
      <comment>TicketToRide|</comment>
      <translation type="vanished">ゲーム終了。%1の勝ち。</translation>
    </message>
  </context>
</TS>
