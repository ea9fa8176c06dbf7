def forward(self, x):
    _tensor_constant0 = self._tensor_constant0
    add = x + _tensor_constant0;  x = _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    add_1 = add + _tensor_constant1;  add = _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    add_2 = add_1 + _tensor_constant2;  add_1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    add_3 = add_2 + _tensor_constant3;  add_2 = _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    add_4 = add_3 + _tensor_constant4;  add_3 = _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    add_5 = add_4 + _tensor_constant5;  add_4 = _tensor_constant5 = None
    _tensor_constant6 = self._tensor_constant6
    add_6 = add_5 + _tensor_constant6;  add_5 = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    add_7 = add_6 + _tensor_constant7;  add_6 = _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    add_8 = add_7 + _tensor_constant8;  add_7 = _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    add_9 = add_8 + _tensor_constant9;  add_8 = _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    add_10 = add_9 + _tensor_constant10;  add_9 = _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    add_11 = add_10 + _tensor_constant11;  add_10 = _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    add_12 = add_11 + _tensor_constant12;  add_11 = _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    add_13 = add_12 + _tensor_constant13;  add_12 = _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    add_14 = add_13 + _tensor_constant14;  add_13 = _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    add_15 = add_14 + _tensor_constant15;  add_14 = _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    add_16 = add_15 + _tensor_constant16;  add_15 = _tensor_constant16 = None
    _tensor_constant17 = self._tensor_constant17
    add_17 = add_16 + _tensor_constant17;  add_16 = _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    add_18 = add_17 + _tensor_constant18;  add_17 = _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    add_19 = add_18 + _tensor_constant19;  add_18 = _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    add_20 = add_19 + _tensor_constant20;  add_19 = _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    add_21 = add_20 + _tensor_constant21;  add_20 = _tensor_constant21 = None
    _tensor_constant22 = self._tensor_constant22
    add_22 = add_21 + _tensor_constant22;  add_21 = _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    add_23 = add_22 + _tensor_constant23;  add_22 = _tensor_constant23 = None
    _tensor_constant24 = self._tensor_constant24
    add_24 = add_23 + _tensor_constant24;  add_23 = _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    add_25 = add_24 + _tensor_constant25;  add_24 = _tensor_constant25 = None
    _tensor_constant26 = self._tensor_constant26
    add_26 = add_25 + _tensor_constant26;  add_25 = _tensor_constant26 = None
    _tensor_constant27 = self._tensor_constant27
    add_27 = add_26 + _tensor_constant27;  add_26 = _tensor_constant27 = None
    _tensor_constant28 = self._tensor_constant28
    add_28 = add_27 + _tensor_constant28;  add_27 = _tensor_constant28 = None
    _tensor_constant29 = self._tensor_constant29
    add_29 = add_28 + _tensor_constant29;  add_28 = _tensor_constant29 = None
    _tensor_constant30 = self._tensor_constant30
    add_30 = add_29 + _tensor_constant30;  add_29 = _tensor_constant30 = None
    _tensor_constant31 = self._tensor_constant31
    add_31 = add_30 + _tensor_constant31;  add_30 = _tensor_constant31 = None
    _tensor_constant32 = self._tensor_constant32
    add_32 = add_31 + _tensor_constant32;  add_31 = _tensor_constant32 = None
    _tensor_constant33 = self._tensor_constant33
    add_33 = add_32 + _tensor_constant33;  add_32 = _tensor_constant33 = None
    _tensor_constant34 = self._tensor_constant34
    add_34 = add_33 + _tensor_constant34;  add_33 = _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    add_35 = add_34 + _tensor_constant35;  add_34 = _tensor_constant35 = None
    _tensor_constant36 = self._tensor_constant36
    add_36 = add_35 + _tensor_constant36;  add_35 = _tensor_constant36 = None
    _tensor_constant37 = self._tensor_constant37
    add_37 = add_36 + _tensor_constant37;  add_36 = _tensor_constant37 = None
    _tensor_constant38 = self._tensor_constant38
    add_38 = add_37 + _tensor_constant38;  add_37 = _tensor_constant38 = None
    _tensor_constant39 = self._tensor_constant39
    add_39 = add_38 + _tensor_constant39;  add_38 = _tensor_constant39 = None
    _tensor_constant40 = self._tensor_constant40
    add_40 = add_39 + _tensor_constant40;  add_39 = _tensor_constant40 = None
    _tensor_constant41 = self._tensor_constant41
    add_41 = add_40 + _tensor_constant41;  add_40 = _tensor_constant41 = None
    _tensor_constant42 = self._tensor_constant42
    add_42 = add_41 + _tensor_constant42;  add_41 = _tensor_constant42 = None
    _tensor_constant43 = self._tensor_constant43
    add_43 = add_42 + _tensor_constant43;  add_42 = _tensor_constant43 = None
    _tensor_constant44 = self._tensor_constant44
    add_44 = add_43 + _tensor_constant44;  add_43 = _tensor_constant44 = None
    _tensor_constant45 = self._tensor_constant45
    add_45 = add_44 + _tensor_constant45;  add_44 = _tensor_constant45 = None
    _tensor_constant46 = self._tensor_constant46
    add_46 = add_45 + _tensor_constant46;  add_45 = _tensor_constant46 = None
    _tensor_constant47 = self._tensor_constant47
    add_47 = add_46 + _tensor_constant47;  add_46 = _tensor_constant47 = None
    _tensor_constant48 = self._tensor_constant48
    add_48 = add_47 + _tensor_constant48;  add_47 = _tensor_constant48 = None
    _tensor_constant49 = self._tensor_constant49
    add_49 = add_48 + _tensor_constant49;  add_48 = _tensor_constant49 = None
    _tensor_constant50 = self._tensor_constant50
    add_50 = add_49 + _tensor_constant50;  add_49 = _tensor_constant50 = None
    _tensor_constant51 = self._tensor_constant51
    add_51 = add_50 + _tensor_constant51;  add_50 = _tensor_constant51 = None
    _tensor_constant52 = self._tensor_constant52
    add_52 = add_51 + _tensor_constant52;  add_51 = _tensor_constant52 = None
    _tensor_constant53 = self._tensor_constant53
    add_53 = add_52 + _tensor_constant53;  add_52 = _tensor_constant53 = None
    _tensor_constant54 = self._tensor_constant54
    add_54 = add_53 + _tensor_constant54;  add_53 = _tensor_constant54 = None
    _tensor_constant55 = self._tensor_constant55
    add_55 = add_54 + _tensor_constant55;  add_54 = _tensor_constant55 = None
    _tensor_constant56 = self._tensor_constant56
    add_56 = add_55 + _tensor_constant56;  add_55 = _tensor_constant56 = None
    _tensor_constant57 = self._tensor_constant57
    add_57 = add_56 + _tensor_constant57;  add_56 = _tensor_constant57 = None
    _tensor_constant58 = self._tensor_constant58
    add_58 = add_57 + _tensor_constant58;  add_57 = _tensor_constant58 = None
    _tensor_constant59 = self._tensor_constant59
    add_59 = add_58 + _tensor_constant59;  add_58 = _tensor_constant59 = None
    _tensor_constant60 = self._tensor_constant60
    add_60 = add_59 + _tensor_constant60;  add_59 = _tensor_constant60 = None
    _tensor_constant61 = self._tensor_constant61
    add_61 = add_60 + _tensor_constant61;  add_60 = _tensor_constant61 = None
    _tensor_constant62 = self._tensor_constant62
    add_62 = add_61 + _tensor_constant62;  add_61 = _tensor_constant62 = None
    _tensor_constant63 = self._tensor_constant63
    add_63 = add_62 + _tensor_constant63;  add_62 = _tensor_constant63 = None
    _tensor_constant64 = self._tensor_constant64
    add_64 = add_63 + _tensor_constant64;  add_63 = _tensor_constant64 = None
    _tensor_constant65 = self._tensor_constant65
    add_65 = add_64 + _tensor_constant65;  add_64 = _tensor_constant65 = None
    _tensor_constant66 = self._tensor_constant66
    add_66 = add_65 + _tensor_constant66;  add_65 = _tensor_constant66 = None
    _tensor_constant67 = self._tensor_constant67
    add_67 = add_66 + _tensor_constant67;  add_66 = _tensor_constant67 = None
    _tensor_constant68 = self._tensor_constant68
    add_68 = add_67 + _tensor_constant68;  add_67 = _tensor_constant68 = None
    _tensor_constant69 = self._tensor_constant69
    add_69 = add_68 + _tensor_constant69;  add_68 = _tensor_constant69 = None
    _tensor_constant70 = self._tensor_constant70
    add_70 = add_69 + _tensor_constant70;  add_69 = _tensor_constant70 = None
    _tensor_constant71 = self._tensor_constant71
    add_71 = add_70 + _tensor_constant71;  add_70 = _tensor_constant71 = None
    _tensor_constant72 = self._tensor_constant72
    add_72 = add_71 + _tensor_constant72;  add_71 = _tensor_constant72 = None
    _tensor_constant73 = self._tensor_constant73
    add_73 = add_72 + _tensor_constant73;  add_72 = _tensor_constant73 = None
    _tensor_constant74 = self._tensor_constant74
    add_74 = add_73 + _tensor_constant74;  add_73 = _tensor_constant74 = None
    _tensor_constant75 = self._tensor_constant75
    add_75 = add_74 + _tensor_constant75;  add_74 = _tensor_constant75 = None
    _tensor_constant76 = self._tensor_constant76
    add_76 = add_75 + _tensor_constant76;  add_75 = _tensor_constant76 = None
    _tensor_constant77 = self._tensor_constant77
    add_77 = add_76 + _tensor_constant77;  add_76 = _tensor_constant77 = None
    _tensor_constant78 = self._tensor_constant78
    add_78 = add_77 + _tensor_constant78;  add_77 = _tensor_constant78 = None
    _tensor_constant79 = self._tensor_constant79
    add_79 = add_78 + _tensor_constant79;  add_78 = _tensor_constant79 = None
    _tensor_constant80 = self._tensor_constant80
    add_80 = add_79 + _tensor_constant80;  add_79 = _tensor_constant80 = None
    _tensor_constant81 = self._tensor_constant81
    add_81 = add_80 + _tensor_constant81;  add_80 = _tensor_constant81 = None
    _tensor_constant82 = self._tensor_constant82
    add_82 = add_81 + _tensor_constant82;  add_81 = _tensor_constant82 = None
    _tensor_constant83 = self._tensor_constant83
    add_83 = add_82 + _tensor_constant83;  add_82 = _tensor_constant83 = None
    _tensor_constant84 = self._tensor_constant84
    add_84 = add_83 + _tensor_constant84;  add_83 = _tensor_constant84 = None
    _tensor_constant85 = self._tensor_constant85
    add_85 = add_84 + _tensor_constant85;  add_84 = _tensor_constant85 = None
    _tensor_constant86 = self._tensor_constant86
    add_86 = add_85 + _tensor_constant86;  add_85 = _tensor_constant86 = None
    _tensor_constant87 = self._tensor_constant87
    add_87 = add_86 + _tensor_constant87;  add_86 = _tensor_constant87 = None
    _tensor_constant88 = self._tensor_constant88
    add_88 = add_87 + _tensor_constant88;  add_87 = _tensor_constant88 = None
    _tensor_constant89 = self._tensor_constant89
    add_89 = add_88 + _tensor_constant89;  add_88 = _tensor_constant89 = None
    _tensor_constant90 = self._tensor_constant90
    add_90 = add_89 + _tensor_constant90;  add_89 = _tensor_constant90 = None
    _tensor_constant91 = self._tensor_constant91
    add_91 = add_90 + _tensor_constant91;  add_90 = _tensor_constant91 = None
    _tensor_constant92 = self._tensor_constant92
    add_92 = add_91 + _tensor_constant92;  add_91 = _tensor_constant92 = None
    _tensor_constant93 = self._tensor_constant93
    add_93 = add_92 + _tensor_constant93;  add_92 = _tensor_constant93 = None
    _tensor_constant94 = self._tensor_constant94
    add_94 = add_93 + _tensor_constant94;  add_93 = _tensor_constant94 = None
    _tensor_constant95 = self._tensor_constant95
    add_95 = add_94 + _tensor_constant95;  add_94 = _tensor_constant95 = None
    _tensor_constant96 = self._tensor_constant96
    add_96 = add_95 + _tensor_constant96;  add_95 = _tensor_constant96 = None
    _tensor_constant97 = self._tensor_constant97
    add_97 = add_96 + _tensor_constant97;  add_96 = _tensor_constant97 = None
    _tensor_constant98 = self._tensor_constant98
    add_98 = add_97 + _tensor_constant98;  add_97 = _tensor_constant98 = None
    _tensor_constant99 = self._tensor_constant99
    add_99 = add_98 + _tensor_constant99;  add_98 = _tensor_constant99 = None
    _tensor_constant100 = self._tensor_constant100
    add_100 = add_99 + _tensor_constant100;  add_99 = _tensor_constant100 = None
    _tensor_constant101 = self._tensor_constant101
    add_101 = add_100 + _tensor_constant101;  add_100 = _tensor_constant101 = None
    _tensor_constant102 = self._tensor_constant102
    add_102 = add_101 + _tensor_constant102;  add_101 = _tensor_constant102 = None
    _tensor_constant103 = self._tensor_constant103
    add_103 = add_102 + _tensor_constant103;  add_102 = _tensor_constant103 = None
    _tensor_constant104 = self._tensor_constant104
    add_104 = add_103 + _tensor_constant104;  add_103 = _tensor_constant104 = None
    _tensor_constant105 = self._tensor_constant105
    add_105 = add_104 + _tensor_constant105;  add_104 = _tensor_constant105 = None
    _tensor_constant106 = self._tensor_constant106
    add_106 = add_105 + _tensor_constant106;  add_105 = _tensor_constant106 = None
    _tensor_constant107 = self._tensor_constant107
    add_107 = add_106 + _tensor_constant107;  add_106 = _tensor_constant107 = None
    _tensor_constant108 = self._tensor_constant108
    add_108 = add_107 + _tensor_constant108;  add_107 = _tensor_constant108 = None
    _tensor_constant109 = self._tensor_constant109
    add_109 = add_108 + _tensor_constant109;  add_108 = _tensor_constant109 = None
    _tensor_constant110 = self._tensor_constant110
    add_110 = add_109 + _tensor_constant110;  add_109 = _tensor_constant110 = None
    _tensor_constant111 = self._tensor_constant111
    add_111 = add_110 + _tensor_constant111;  add_110 = _tensor_constant111 = None
    _tensor_constant112 = self._tensor_constant112
    add_112 = add_111 + _tensor_constant112;  add_111 = _tensor_constant112 = None
    _tensor_constant113 = self._tensor_constant113
    add_113 = add_112 + _tensor_constant113;  add_112 = _tensor_constant113 = None
    _tensor_constant114 = self._tensor_constant114
    add_114 = add_113 + _tensor_constant114;  add_113 = _tensor_constant114 = None
    _tensor_constant115 = self._tensor_constant115
    add_115 = add_114 + _tensor_constant115;  add_114 = _tensor_constant115 = None
    _tensor_constant116 = self._tensor_constant116
    add_116 = add_115 + _tensor_constant116;  add_115 = _tensor_constant116 = None
    _tensor_constant117 = self._tensor_constant117
    add_117 = add_116 + _tensor_constant117;  add_116 = _tensor_constant117 = None
    _tensor_constant118 = self._tensor_constant118
    add_118 = add_117 + _tensor_constant118;  add_117 = _tensor_constant118 = None
    _tensor_constant119 = self._tensor_constant119
    add_119 = add_118 + _tensor_constant119;  add_118 = _tensor_constant119 = None
    _tensor_constant120 = self._tensor_constant120
    add_120 = add_119 + _tensor_constant120;  add_119 = _tensor_constant120 = None
    _tensor_constant121 = self._tensor_constant121
    add_121 = add_120 + _tensor_constant121;  add_120 = _tensor_constant121 = None
    _tensor_constant122 = self._tensor_constant122
    add_122 = add_121 + _tensor_constant122;  add_121 = _tensor_constant122 = None
    _tensor_constant123 = self._tensor_constant123
    add_123 = add_122 + _tensor_constant123;  add_122 = _tensor_constant123 = None
    _tensor_constant124 = self._tensor_constant124
    add_124 = add_123 + _tensor_constant124;  add_123 = _tensor_constant124 = None
    _tensor_constant125 = self._tensor_constant125
    add_125 = add_124 + _tensor_constant125;  add_124 = _tensor_constant125 = None
    _tensor_constant126 = self._tensor_constant126
    add_126 = add_125 + _tensor_constant126;  add_125 = _tensor_constant126 = None
    _tensor_constant127 = self._tensor_constant127
    add_127 = add_126 + _tensor_constant127;  add_126 = _tensor_constant127 = None
    _tensor_constant128 = self._tensor_constant128
    add_128 = add_127 + _tensor_constant128;  add_127 = _tensor_constant128 = None
    _tensor_constant129 = self._tensor_constant129
    add_129 = add_128 + _tensor_constant129;  add_128 = _tensor_constant129 = None
    _tensor_constant130 = self._tensor_constant130
    add_130 = add_129 + _tensor_constant130;  add_129 = _tensor_constant130 = None
    _tensor_constant131 = self._tensor_constant131
    add_131 = add_130 + _tensor_constant131;  add_130 = _tensor_constant131 = None
    _tensor_constant132 = self._tensor_constant132
    add_132 = add_131 + _tensor_constant132;  add_131 = _tensor_constant132 = None
    _tensor_constant133 = self._tensor_constant133
    add_133 = add_132 + _tensor_constant133;  add_132 = _tensor_constant133 = None
    _tensor_constant134 = self._tensor_constant134
    add_134 = add_133 + _tensor_constant134;  add_133 = _tensor_constant134 = None
    _tensor_constant135 = self._tensor_constant135
    add_135 = add_134 + _tensor_constant135;  add_134 = _tensor_constant135 = None
    _tensor_constant136 = self._tensor_constant136
    add_136 = add_135 + _tensor_constant136;  add_135 = _tensor_constant136 = None
    _tensor_constant137 = self._tensor_constant137
    add_137 = add_136 + _tensor_constant137;  add_136 = _tensor_constant137 = None
    _tensor_constant138 = self._tensor_constant138
    add_138 = add_137 + _tensor_constant138;  add_137 = _tensor_constant138 = None
    _tensor_constant139 = self._tensor_constant139
    add_139 = add_138 + _tensor_constant139;  add_138 = _tensor_constant139 = None
    _tensor_constant140 = self._tensor_constant140
    add_140 = add_139 + _tensor_constant140;  add_139 = _tensor_constant140 = None
    _tensor_constant141 = self._tensor_constant141
    add_141 = add_140 + _tensor_constant141;  add_140 = _tensor_constant141 = None
    _tensor_constant142 = self._tensor_constant142
    add_142 = add_141 + _tensor_constant142;  add_141 = _tensor_constant142 = None
    _tensor_constant143 = self._tensor_constant143
    add_143 = add_142 + _tensor_constant143;  add_142 = _tensor_constant143 = None
    _tensor_constant144 = self._tensor_constant144
    add_144 = add_143 + _tensor_constant144;  add_143 = _tensor_constant144 = None
    _tensor_constant145 = self._tensor_constant145
    add_145 = add_144 + _tensor_constant145;  add_144 = _tensor_constant145 = None
    _tensor_constant146 = self._tensor_constant146
    add_146 = add_145 + _tensor_constant146;  add_145 = _tensor_constant146 = None
    _tensor_constant147 = self._tensor_constant147
    add_147 = add_146 + _tensor_constant147;  add_146 = _tensor_constant147 = None
    _tensor_constant148 = self._tensor_constant148
    add_148 = add_147 + _tensor_constant148;  add_147 = _tensor_constant148 = None
    _tensor_constant149 = self._tensor_constant149
    add_149 = add_148 + _tensor_constant149;  add_148 = _tensor_constant149 = None
    _tensor_constant150 = self._tensor_constant150
    add_150 = add_149 + _tensor_constant150;  add_149 = _tensor_constant150 = None
    _tensor_constant151 = self._tensor_constant151
    add_151 = add_150 + _tensor_constant151;  add_150 = _tensor_constant151 = None
    _tensor_constant152 = self._tensor_constant152
    add_152 = add_151 + _tensor_constant152;  add_151 = _tensor_constant152 = None
    _tensor_constant153 = self._tensor_constant153
    add_153 = add_152 + _tensor_constant153;  add_152 = _tensor_constant153 = None
    _tensor_constant154 = self._tensor_constant154
    add_154 = add_153 + _tensor_constant154;  add_153 = _tensor_constant154 = None
    _tensor_constant155 = self._tensor_constant155
    add_155 = add_154 + _tensor_constant155;  add_154 = _tensor_constant155 = None
    _tensor_constant156 = self._tensor_constant156
    add_156 = add_155 + _tensor_constant156;  add_155 = _tensor_constant156 = None
    _tensor_constant157 = self._tensor_constant157
    add_157 = add_156 + _tensor_constant157;  add_156 = _tensor_constant157 = None
    _tensor_constant158 = self._tensor_constant158
    add_158 = add_157 + _tensor_constant158;  add_157 = _tensor_constant158 = None
    _tensor_constant159 = self._tensor_constant159
    add_159 = add_158 + _tensor_constant159;  add_158 = _tensor_constant159 = None
    _tensor_constant160 = self._tensor_constant160
    add_160 = add_159 + _tensor_constant160;  add_159 = _tensor_constant160 = None
    _tensor_constant161 = self._tensor_constant161
    add_161 = add_160 + _tensor_constant161;  add_160 = _tensor_constant161 = None
    _tensor_constant162 = self._tensor_constant162
    add_162 = add_161 + _tensor_constant162;  add_161 = _tensor_constant162 = None
    _tensor_constant163 = self._tensor_constant163
    add_163 = add_162 + _tensor_constant163;  add_162 = _tensor_constant163 = None
    _tensor_constant164 = self._tensor_constant164
    add_164 = add_163 + _tensor_constant164;  add_163 = _tensor_constant164 = None
    _tensor_constant165 = self._tensor_constant165
    add_165 = add_164 + _tensor_constant165;  add_164 = _tensor_constant165 = None
    _tensor_constant166 = self._tensor_constant166
    add_166 = add_165 + _tensor_constant166;  add_165 = _tensor_constant166 = None
    _tensor_constant167 = self._tensor_constant167
    add_167 = add_166 + _tensor_constant167;  add_166 = _tensor_constant167 = None
    _tensor_constant168 = self._tensor_constant168
    add_168 = add_167 + _tensor_constant168;  add_167 = _tensor_constant168 = None
    _tensor_constant169 = self._tensor_constant169
    add_169 = add_168 + _tensor_constant169;  add_168 = _tensor_constant169 = None
    _tensor_constant170 = self._tensor_constant170
    add_170 = add_169 + _tensor_constant170;  add_169 = _tensor_constant170 = None
    _tensor_constant171 = self._tensor_constant171
    add_171 = add_170 + _tensor_constant171;  add_170 = _tensor_constant171 = None
    _tensor_constant172 = self._tensor_constant172
    add_172 = add_171 + _tensor_constant172;  add_171 = _tensor_constant172 = None
    _tensor_constant173 = self._tensor_constant173
    add_173 = add_172 + _tensor_constant173;  add_172 = _tensor_constant173 = None
    _tensor_constant174 = self._tensor_constant174
    add_174 = add_173 + _tensor_constant174;  add_173 = _tensor_constant174 = None
    _tensor_constant175 = self._tensor_constant175
    add_175 = add_174 + _tensor_constant175;  add_174 = _tensor_constant175 = None
    _tensor_constant176 = self._tensor_constant176
    add_176 = add_175 + _tensor_constant176;  add_175 = _tensor_constant176 = None
    _tensor_constant177 = self._tensor_constant177
    add_177 = add_176 + _tensor_constant177;  add_176 = _tensor_constant177 = None
    _tensor_constant178 = self._tensor_constant178
    add_178 = add_177 + _tensor_constant178;  add_177 = _tensor_constant178 = None
    _tensor_constant179 = self._tensor_constant179
    add_179 = add_178 + _tensor_constant179;  add_178 = _tensor_constant179 = None
    _tensor_constant180 = self._tensor_constant180
    add_180 = add_179 + _tensor_constant180;  add_179 = _tensor_constant180 = None
    _tensor_constant181 = self._tensor_constant181
    add_181 = add_180 + _tensor_constant181;  add_180 = _tensor_constant181 = None
    _tensor_constant182 = self._tensor_constant182
    add_182 = add_181 + _tensor_constant182;  add_181 = _tensor_constant182 = None
    _tensor_constant183 = self._tensor_constant183
    add_183 = add_182 + _tensor_constant183;  add_182 = _tensor_constant183 = None
    _tensor_constant184 = self._tensor_constant184
    add_184 = add_183 + _tensor_constant184;  add_183 = _tensor_constant184 = None
    _tensor_constant185 = self._tensor_constant185
    add_185 = add_184 + _tensor_constant185;  add_184 = _tensor_constant185 = None
    _tensor_constant186 = self._tensor_constant186
    add_186 = add_185 + _tensor_constant186;  add_185 = _tensor_constant186 = None
    _tensor_constant187 = self._tensor_constant187
    add_187 = add_186 + _tensor_constant187;  add_186 = _tensor_constant187 = None
    _tensor_constant188 = self._tensor_constant188
    add_188 = add_187 + _tensor_constant188;  add_187 = _tensor_constant188 = None
    _tensor_constant189 = self._tensor_constant189
    add_189 = add_188 + _tensor_constant189;  add_188 = _tensor_constant189 = None
    _tensor_constant190 = self._tensor_constant190
    add_190 = add_189 + _tensor_constant190;  add_189 = _tensor_constant190 = None
    _tensor_constant191 = self._tensor_constant191
    add_191 = add_190 + _tensor_constant191;  add_190 = _tensor_constant191 = None
    _tensor_constant192 = self._tensor_constant192
    add_192 = add_191 + _tensor_constant192;  add_191 = _tensor_constant192 = None
    _tensor_constant193 = self._tensor_constant193
    add_193 = add_192 + _tensor_constant193;  add_192 = _tensor_constant193 = None
    _tensor_constant194 = self._tensor_constant194
    add_194 = add_193 + _tensor_constant194;  add_193 = _tensor_constant194 = None
    _tensor_constant195 = self._tensor_constant195
    add_195 = add_194 + _tensor_constant195;  add_194 = _tensor_constant195 = None
    _tensor_constant196 = self._tensor_constant196
    add_196 = add_195 + _tensor_constant196;  add_195 = _tensor_constant196 = None
    _tensor_constant197 = self._tensor_constant197
    add_197 = add_196 + _tensor_constant197;  add_196 = _tensor_constant197 = None
    _tensor_constant198 = self._tensor_constant198
    add_198 = add_197 + _tensor_constant198;  add_197 = _tensor_constant198 = None
    _tensor_constant199 = self._tensor_constant199
    add_199 = add_198 + _tensor_constant199;  add_198 = _tensor_constant199 = None
    _tensor_constant200 = self._tensor_constant200
    add_200 = add_199 + _tensor_constant200;  add_199 = _tensor_constant200 = None
    _tensor_constant201 = self._tensor_constant201
    add_201 = add_200 + _tensor_constant201;  add_200 = _tensor_constant201 = None
    _tensor_constant202 = self._tensor_constant202
    add_202 = add_201 + _tensor_constant202;  add_201 = _tensor_constant202 = None
    _tensor_constant203 = self._tensor_constant203
    add_203 = add_202 + _tensor_constant203;  add_202 = _tensor_constant203 = None
    _tensor_constant204 = self._tensor_constant204
    add_204 = add_203 + _tensor_constant204;  add_203 = _tensor_constant204 = None
    _tensor_constant205 = self._tensor_constant205
    add_205 = add_204 + _tensor_constant205;  add_204 = _tensor_constant205 = None
    _tensor_constant206 = self._tensor_constant206
    add_206 = add_205 + _tensor_constant206;  add_205 = _tensor_constant206 = None
    _tensor_constant207 = self._tensor_constant207
    add_207 = add_206 + _tensor_constant207;  add_206 = _tensor_constant207 = None
    _tensor_constant208 = self._tensor_constant208
    add_208 = add_207 + _tensor_constant208;  add_207 = _tensor_constant208 = None
    _tensor_constant209 = self._tensor_constant209
    add_209 = add_208 + _tensor_constant209;  add_208 = _tensor_constant209 = None
    _tensor_constant210 = self._tensor_constant210
    add_210 = add_209 + _tensor_constant210;  add_209 = _tensor_constant210 = None
    _tensor_constant211 = self._tensor_constant211
    add_211 = add_210 + _tensor_constant211;  add_210 = _tensor_constant211 = None
    _tensor_constant212 = self._tensor_constant212
    add_212 = add_211 + _tensor_constant212;  add_211 = _tensor_constant212 = None
    _tensor_constant213 = self._tensor_constant213
    add_213 = add_212 + _tensor_constant213;  add_212 = _tensor_constant213 = None
    _tensor_constant214 = self._tensor_constant214
    add_214 = add_213 + _tensor_constant214;  add_213 = _tensor_constant214 = None
    _tensor_constant215 = self._tensor_constant215
    add_215 = add_214 + _tensor_constant215;  add_214 = _tensor_constant215 = None
    _tensor_constant216 = self._tensor_constant216
    add_216 = add_215 + _tensor_constant216;  add_215 = _tensor_constant216 = None
    _tensor_constant217 = self._tensor_constant217
    add_217 = add_216 + _tensor_constant217;  add_216 = _tensor_constant217 = None
    _tensor_constant218 = self._tensor_constant218
    add_218 = add_217 + _tensor_constant218;  add_217 = _tensor_constant218 = None
    _tensor_constant219 = self._tensor_constant219
    add_219 = add_218 + _tensor_constant219;  add_218 = _tensor_constant219 = None
    _tensor_constant220 = self._tensor_constant220
    add_220 = add_219 + _tensor_constant220;  add_219 = _tensor_constant220 = None
    _tensor_constant221 = self._tensor_constant221
    add_221 = add_220 + _tensor_constant221;  add_220 = _tensor_constant221 = None
    _tensor_constant222 = self._tensor_constant222
    add_222 = add_221 + _tensor_constant222;  add_221 = _tensor_constant222 = None
    _tensor_constant223 = self._tensor_constant223
    add_223 = add_222 + _tensor_constant223;  add_222 = _tensor_constant223 = None
    _tensor_constant224 = self._tensor_constant224
    add_224 = add_223 + _tensor_constant224;  add_223 = _tensor_constant224 = None
    _tensor_constant225 = self._tensor_constant225
    add_225 = add_224 + _tensor_constant225;  add_224 = _tensor_constant225 = None
    _tensor_constant226 = self._tensor_constant226
    add_226 = add_225 + _tensor_constant226;  add_225 = _tensor_constant226 = None
    _tensor_constant227 = self._tensor_constant227
    add_227 = add_226 + _tensor_constant227;  add_226 = _tensor_constant227 = None
    _tensor_constant228 = self._tensor_constant228
    add_228 = add_227 + _tensor_constant228;  add_227 = _tensor_constant228 = None
    _tensor_constant229 = self._tensor_constant229
    add_229 = add_228 + _tensor_constant229;  add_228 = _tensor_constant229 = None
    _tensor_constant230 = self._tensor_constant230
    add_230 = add_229 + _tensor_constant230;  add_229 = _tensor_constant230 = None
    _tensor_constant231 = self._tensor_constant231
    add_231 = add_230 + _tensor_constant231;  add_230 = _tensor_constant231 = None
    _tensor_constant232 = self._tensor_constant232
    add_232 = add_231 + _tensor_constant232;  add_231 = _tensor_constant232 = None
    _tensor_constant233 = self._tensor_constant233
    add_233 = add_232 + _tensor_constant233;  add_232 = _tensor_constant233 = None
    _tensor_constant234 = self._tensor_constant234
    add_234 = add_233 + _tensor_constant234;  add_233 = _tensor_constant234 = None
    _tensor_constant235 = self._tensor_constant235
    add_235 = add_234 + _tensor_constant235;  add_234 = _tensor_constant235 = None
    _tensor_constant236 = self._tensor_constant236
    add_236 = add_235 + _tensor_constant236;  add_235 = _tensor_constant236 = None
    _tensor_constant237 = self._tensor_constant237
    add_237 = add_236 + _tensor_constant237;  add_236 = _tensor_constant237 = None
    _tensor_constant238 = self._tensor_constant238
    add_238 = add_237 + _tensor_constant238;  add_237 = _tensor_constant238 = None
    _tensor_constant239 = self._tensor_constant239
    add_239 = add_238 + _tensor_constant239;  add_238 = _tensor_constant239 = None
    _tensor_constant240 = self._tensor_constant240
    add_240 = add_239 + _tensor_constant240;  add_239 = _tensor_constant240 = None
    _tensor_constant241 = self._tensor_constant241
    add_241 = add_240 + _tensor_constant241;  add_240 = _tensor_constant241 = None
    _tensor_constant242 = self._tensor_constant242
    add_242 = add_241 + _tensor_constant242;  add_241 = _tensor_constant242 = None
    _tensor_constant243 = self._tensor_constant243
    add_243 = add_242 + _tensor_constant243;  add_242 = _tensor_constant243 = None
    _tensor_constant244 = self._tensor_constant244
    add_244 = add_243 + _tensor_constant244;  add_243 = _tensor_constant244 = None
    _tensor_constant245 = self._tensor_constant245
    add_245 = add_244 + _tensor_constant245;  add_244 = _tensor_constant245 = None
    _tensor_constant246 = self._tensor_constant246
    add_246 = add_245 + _tensor_constant246;  add_245 = _tensor_constant246 = None
    _tensor_constant247 = self._tensor_constant247
    add_247 = add_246 + _tensor_constant247;  add_246 = _tensor_constant247 = None
    _tensor_constant248 = self._tensor_constant248
    add_248 = add_247 + _tensor_constant248;  add_247 = _tensor_constant248 = None
    _tensor_constant249 = self._tensor_constant249
    add_249 = add_248 + _tensor_constant249;  add_248 = _tensor_constant249 = None
    _tensor_constant250 = self._tensor_constant250
    add_250 = add_249 + _tensor_constant250;  add_249 = _tensor_constant250 = None
    _tensor_constant251 = self._tensor_constant251
    add_251 = add_250 + _tensor_constant251;  add_250 = _tensor_constant251 = None
    _tensor_constant252 = self._tensor_constant252
    add_252 = add_251 + _tensor_constant252;  add_251 = _tensor_constant252 = None
    _tensor_constant253 = self._tensor_constant253
    add_253 = add_252 + _tensor_constant253;  add_252 = _tensor_constant253 = None
    _tensor_constant254 = self._tensor_constant254
    add_254 = add_253 + _tensor_constant254;  add_253 = _tensor_constant254 = None
    _tensor_constant255 = self._tensor_constant255
    add_255 = add_254 + _tensor_constant255;  add_254 = _tensor_constant255 = None
    _tensor_constant256 = self._tensor_constant256
    add_256 = add_255 + _tensor_constant256;  add_255 = _tensor_constant256 = None
    _tensor_constant257 = self._tensor_constant257
    add_257 = add_256 + _tensor_constant257;  add_256 = _tensor_constant257 = None
    _tensor_constant258 = self._tensor_constant258
    add_258 = add_257 + _tensor_constant258;  add_257 = _tensor_constant258 = None
    _tensor_constant259 = self._tensor_constant259
    add_259 = add_258 + _tensor_constant259;  add_258 = _tensor_constant259 = None
    _tensor_constant260 = self._tensor_constant260
    add_260 = add_259 + _tensor_constant260;  add_259 = _tensor_constant260 = None
    _tensor_constant261 = self._tensor_constant261
    add_261 = add_260 + _tensor_constant261;  add_260 = _tensor_constant261 = None
    _tensor_constant262 = self._tensor_constant262
    add_262 = add_261 + _tensor_constant262;  add_261 = _tensor_constant262 = None
    _tensor_constant263 = self._tensor_constant263
    add_263 = add_262 + _tensor_constant263;  add_262 = _tensor_constant263 = None
    _tensor_constant264 = self._tensor_constant264
    add_264 = add_263 + _tensor_constant264;  add_263 = _tensor_constant264 = None
    _tensor_constant265 = self._tensor_constant265
    add_265 = add_264 + _tensor_constant265;  add_264 = _tensor_constant265 = None
    _tensor_constant266 = self._tensor_constant266
    add_266 = add_265 + _tensor_constant266;  add_265 = _tensor_constant266 = None
    _tensor_constant267 = self._tensor_constant267
    add_267 = add_266 + _tensor_constant267;  add_266 = _tensor_constant267 = None
    _tensor_constant268 = self._tensor_constant268
    add_268 = add_267 + _tensor_constant268;  add_267 = _tensor_constant268 = None
    _tensor_constant269 = self._tensor_constant269
    add_269 = add_268 + _tensor_constant269;  add_268 = _tensor_constant269 = None
    _tensor_constant270 = self._tensor_constant270
    add_270 = add_269 + _tensor_constant270;  add_269 = _tensor_constant270 = None
    _tensor_constant271 = self._tensor_constant271
    add_271 = add_270 + _tensor_constant271;  add_270 = _tensor_constant271 = None
    _tensor_constant272 = self._tensor_constant272
    add_272 = add_271 + _tensor_constant272;  add_271 = _tensor_constant272 = None
    _tensor_constant273 = self._tensor_constant273
    add_273 = add_272 + _tensor_constant273;  add_272 = _tensor_constant273 = None
    _tensor_constant274 = self._tensor_constant274
    add_274 = add_273 + _tensor_constant274;  add_273 = _tensor_constant274 = None
    _tensor_constant275 = self._tensor_constant275
    add_275 = add_274 + _tensor_constant275;  add_274 = _tensor_constant275 = None
    _tensor_constant276 = self._tensor_constant276
    add_276 = add_275 + _tensor_constant276;  add_275 = _tensor_constant276 = None
    _tensor_constant277 = self._tensor_constant277
    add_277 = add_276 + _tensor_constant277;  add_276 = _tensor_constant277 = None
    _tensor_constant278 = self._tensor_constant278
    add_278 = add_277 + _tensor_constant278;  add_277 = _tensor_constant278 = None
    _tensor_constant279 = self._tensor_constant279
    add_279 = add_278 + _tensor_constant279;  add_278 = _tensor_constant279 = None
    _tensor_constant280 = self._tensor_constant280
    add_280 = add_279 + _tensor_constant280;  add_279 = _tensor_constant280 = None
    _tensor_constant281 = self._tensor_constant281
    add_281 = add_280 + _tensor_constant281;  add_280 = _tensor_constant281 = None
    _tensor_constant282 = self._tensor_constant282
    add_282 = add_281 + _tensor_constant282;  add_281 = _tensor_constant282 = None
    _tensor_constant283 = self._tensor_constant283
    add_283 = add_282 + _tensor_constant283;  add_282 = _tensor_constant283 = None
    _tensor_constant284 = self._tensor_constant284
    add_284 = add_283 + _tensor_constant284;  add_283 = _tensor_constant284 = None
    _tensor_constant285 = self._tensor_constant285
    add_285 = add_284 + _tensor_constant285;  add_284 = _tensor_constant285 = None
    _tensor_constant286 = self._tensor_constant286
    add_286 = add_285 + _tensor_constant286;  add_285 = _tensor_constant286 = None
    _tensor_constant287 = self._tensor_constant287
    add_287 = add_286 + _tensor_constant287;  add_286 = _tensor_constant287 = None
    _tensor_constant288 = self._tensor_constant288
    add_288 = add_287 + _tensor_constant288;  add_287 = _tensor_constant288 = None
    _tensor_constant289 = self._tensor_constant289
    add_289 = add_288 + _tensor_constant289;  add_288 = _tensor_constant289 = None
    _tensor_constant290 = self._tensor_constant290
    add_290 = add_289 + _tensor_constant290;  add_289 = _tensor_constant290 = None
    _tensor_constant291 = self._tensor_constant291
    add_291 = add_290 + _tensor_constant291;  add_290 = _tensor_constant291 = None
    _tensor_constant292 = self._tensor_constant292
    add_292 = add_291 + _tensor_constant292;  add_291 = _tensor_constant292 = None
    _tensor_constant293 = self._tensor_constant293
    add_293 = add_292 + _tensor_constant293;  add_292 = _tensor_constant293 = None
    _tensor_constant294 = self._tensor_constant294
    add_294 = add_293 + _tensor_constant294;  add_293 = _tensor_constant294 = None
    _tensor_constant295 = self._tensor_constant295
    add_295 = add_294 + _tensor_constant295;  add_294 = _tensor_constant295 = None
    _tensor_constant296 = self._tensor_constant296
    add_296 = add_295 + _tensor_constant296;  add_295 = _tensor_constant296 = None
    _tensor_constant297 = self._tensor_constant297
    add_297 = add_296 + _tensor_constant297;  add_296 = _tensor_constant297 = None
    _tensor_constant298 = self._tensor_constant298
    add_298 = add_297 + _tensor_constant298;  add_297 = _tensor_constant298 = None
    _tensor_constant299 = self._tensor_constant299
    add_299 = add_298 + _tensor_constant299;  add_298 = _tensor_constant299 = None
    return add_299
