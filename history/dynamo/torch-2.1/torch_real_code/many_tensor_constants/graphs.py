# graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_

        # File: cases/torch_real_code.py:many_tensor_constants:4, code: x = x + torch.tensor(i)
        tensor = torch.tensor(0)
        add = l_x_ + tensor;  l_x_ = tensor = None
        tensor_1 = torch.tensor(1)
        add_1 = add + tensor_1;  add = tensor_1 = None
        tensor_2 = torch.tensor(2)
        add_2 = add_1 + tensor_2;  add_1 = tensor_2 = None
        tensor_3 = torch.tensor(3)
        add_3 = add_2 + tensor_3;  add_2 = tensor_3 = None
        tensor_4 = torch.tensor(4)
        add_4 = add_3 + tensor_4;  add_3 = tensor_4 = None
        tensor_5 = torch.tensor(5)
        add_5 = add_4 + tensor_5;  add_4 = tensor_5 = None
        tensor_6 = torch.tensor(6)
        add_6 = add_5 + tensor_6;  add_5 = tensor_6 = None
        tensor_7 = torch.tensor(7)
        add_7 = add_6 + tensor_7;  add_6 = tensor_7 = None
        tensor_8 = torch.tensor(8)
        add_8 = add_7 + tensor_8;  add_7 = tensor_8 = None
        tensor_9 = torch.tensor(9)
        add_9 = add_8 + tensor_9;  add_8 = tensor_9 = None
        tensor_10 = torch.tensor(10)
        add_10 = add_9 + tensor_10;  add_9 = tensor_10 = None
        tensor_11 = torch.tensor(11)
        add_11 = add_10 + tensor_11;  add_10 = tensor_11 = None
        tensor_12 = torch.tensor(12)
        add_12 = add_11 + tensor_12;  add_11 = tensor_12 = None
        tensor_13 = torch.tensor(13)
        add_13 = add_12 + tensor_13;  add_12 = tensor_13 = None
        tensor_14 = torch.tensor(14)
        add_14 = add_13 + tensor_14;  add_13 = tensor_14 = None
        tensor_15 = torch.tensor(15)
        add_15 = add_14 + tensor_15;  add_14 = tensor_15 = None
        tensor_16 = torch.tensor(16)
        add_16 = add_15 + tensor_16;  add_15 = tensor_16 = None
        tensor_17 = torch.tensor(17)
        add_17 = add_16 + tensor_17;  add_16 = tensor_17 = None
        tensor_18 = torch.tensor(18)
        add_18 = add_17 + tensor_18;  add_17 = tensor_18 = None
        tensor_19 = torch.tensor(19)
        add_19 = add_18 + tensor_19;  add_18 = tensor_19 = None
        tensor_20 = torch.tensor(20)
        add_20 = add_19 + tensor_20;  add_19 = tensor_20 = None
        tensor_21 = torch.tensor(21)
        add_21 = add_20 + tensor_21;  add_20 = tensor_21 = None
        tensor_22 = torch.tensor(22)
        add_22 = add_21 + tensor_22;  add_21 = tensor_22 = None
        tensor_23 = torch.tensor(23)
        add_23 = add_22 + tensor_23;  add_22 = tensor_23 = None
        tensor_24 = torch.tensor(24)
        add_24 = add_23 + tensor_24;  add_23 = tensor_24 = None
        tensor_25 = torch.tensor(25)
        add_25 = add_24 + tensor_25;  add_24 = tensor_25 = None
        tensor_26 = torch.tensor(26)
        add_26 = add_25 + tensor_26;  add_25 = tensor_26 = None
        tensor_27 = torch.tensor(27)
        add_27 = add_26 + tensor_27;  add_26 = tensor_27 = None
        tensor_28 = torch.tensor(28)
        add_28 = add_27 + tensor_28;  add_27 = tensor_28 = None
        tensor_29 = torch.tensor(29)
        add_29 = add_28 + tensor_29;  add_28 = tensor_29 = None
        tensor_30 = torch.tensor(30)
        add_30 = add_29 + tensor_30;  add_29 = tensor_30 = None
        tensor_31 = torch.tensor(31)
        add_31 = add_30 + tensor_31;  add_30 = tensor_31 = None
        tensor_32 = torch.tensor(32)
        add_32 = add_31 + tensor_32;  add_31 = tensor_32 = None
        tensor_33 = torch.tensor(33)
        add_33 = add_32 + tensor_33;  add_32 = tensor_33 = None
        tensor_34 = torch.tensor(34)
        add_34 = add_33 + tensor_34;  add_33 = tensor_34 = None
        tensor_35 = torch.tensor(35)
        add_35 = add_34 + tensor_35;  add_34 = tensor_35 = None
        tensor_36 = torch.tensor(36)
        add_36 = add_35 + tensor_36;  add_35 = tensor_36 = None
        tensor_37 = torch.tensor(37)
        add_37 = add_36 + tensor_37;  add_36 = tensor_37 = None
        tensor_38 = torch.tensor(38)
        add_38 = add_37 + tensor_38;  add_37 = tensor_38 = None
        tensor_39 = torch.tensor(39)
        add_39 = add_38 + tensor_39;  add_38 = tensor_39 = None
        tensor_40 = torch.tensor(40)
        add_40 = add_39 + tensor_40;  add_39 = tensor_40 = None
        tensor_41 = torch.tensor(41)
        add_41 = add_40 + tensor_41;  add_40 = tensor_41 = None
        tensor_42 = torch.tensor(42)
        add_42 = add_41 + tensor_42;  add_41 = tensor_42 = None
        tensor_43 = torch.tensor(43)
        add_43 = add_42 + tensor_43;  add_42 = tensor_43 = None
        tensor_44 = torch.tensor(44)
        add_44 = add_43 + tensor_44;  add_43 = tensor_44 = None
        tensor_45 = torch.tensor(45)
        add_45 = add_44 + tensor_45;  add_44 = tensor_45 = None
        tensor_46 = torch.tensor(46)
        add_46 = add_45 + tensor_46;  add_45 = tensor_46 = None
        tensor_47 = torch.tensor(47)
        add_47 = add_46 + tensor_47;  add_46 = tensor_47 = None
        tensor_48 = torch.tensor(48)
        add_48 = add_47 + tensor_48;  add_47 = tensor_48 = None
        tensor_49 = torch.tensor(49)
        add_49 = add_48 + tensor_49;  add_48 = tensor_49 = None
        tensor_50 = torch.tensor(50)
        add_50 = add_49 + tensor_50;  add_49 = tensor_50 = None
        tensor_51 = torch.tensor(51)
        add_51 = add_50 + tensor_51;  add_50 = tensor_51 = None
        tensor_52 = torch.tensor(52)
        add_52 = add_51 + tensor_52;  add_51 = tensor_52 = None
        tensor_53 = torch.tensor(53)
        add_53 = add_52 + tensor_53;  add_52 = tensor_53 = None
        tensor_54 = torch.tensor(54)
        add_54 = add_53 + tensor_54;  add_53 = tensor_54 = None
        tensor_55 = torch.tensor(55)
        add_55 = add_54 + tensor_55;  add_54 = tensor_55 = None
        tensor_56 = torch.tensor(56)
        add_56 = add_55 + tensor_56;  add_55 = tensor_56 = None
        tensor_57 = torch.tensor(57)
        add_57 = add_56 + tensor_57;  add_56 = tensor_57 = None
        tensor_58 = torch.tensor(58)
        add_58 = add_57 + tensor_58;  add_57 = tensor_58 = None
        tensor_59 = torch.tensor(59)
        add_59 = add_58 + tensor_59;  add_58 = tensor_59 = None
        tensor_60 = torch.tensor(60)
        add_60 = add_59 + tensor_60;  add_59 = tensor_60 = None
        tensor_61 = torch.tensor(61)
        add_61 = add_60 + tensor_61;  add_60 = tensor_61 = None
        tensor_62 = torch.tensor(62)
        add_62 = add_61 + tensor_62;  add_61 = tensor_62 = None
        tensor_63 = torch.tensor(63)
        add_63 = add_62 + tensor_63;  add_62 = tensor_63 = None
        tensor_64 = torch.tensor(64)
        add_64 = add_63 + tensor_64;  add_63 = tensor_64 = None
        tensor_65 = torch.tensor(65)
        add_65 = add_64 + tensor_65;  add_64 = tensor_65 = None
        tensor_66 = torch.tensor(66)
        add_66 = add_65 + tensor_66;  add_65 = tensor_66 = None
        tensor_67 = torch.tensor(67)
        add_67 = add_66 + tensor_67;  add_66 = tensor_67 = None
        tensor_68 = torch.tensor(68)
        add_68 = add_67 + tensor_68;  add_67 = tensor_68 = None
        tensor_69 = torch.tensor(69)
        add_69 = add_68 + tensor_69;  add_68 = tensor_69 = None
        tensor_70 = torch.tensor(70)
        add_70 = add_69 + tensor_70;  add_69 = tensor_70 = None
        tensor_71 = torch.tensor(71)
        add_71 = add_70 + tensor_71;  add_70 = tensor_71 = None
        tensor_72 = torch.tensor(72)
        add_72 = add_71 + tensor_72;  add_71 = tensor_72 = None
        tensor_73 = torch.tensor(73)
        add_73 = add_72 + tensor_73;  add_72 = tensor_73 = None
        tensor_74 = torch.tensor(74)
        add_74 = add_73 + tensor_74;  add_73 = tensor_74 = None
        tensor_75 = torch.tensor(75)
        add_75 = add_74 + tensor_75;  add_74 = tensor_75 = None
        tensor_76 = torch.tensor(76)
        add_76 = add_75 + tensor_76;  add_75 = tensor_76 = None
        tensor_77 = torch.tensor(77)
        add_77 = add_76 + tensor_77;  add_76 = tensor_77 = None
        tensor_78 = torch.tensor(78)
        add_78 = add_77 + tensor_78;  add_77 = tensor_78 = None
        tensor_79 = torch.tensor(79)
        add_79 = add_78 + tensor_79;  add_78 = tensor_79 = None
        tensor_80 = torch.tensor(80)
        add_80 = add_79 + tensor_80;  add_79 = tensor_80 = None
        tensor_81 = torch.tensor(81)
        add_81 = add_80 + tensor_81;  add_80 = tensor_81 = None
        tensor_82 = torch.tensor(82)
        add_82 = add_81 + tensor_82;  add_81 = tensor_82 = None
        tensor_83 = torch.tensor(83)
        add_83 = add_82 + tensor_83;  add_82 = tensor_83 = None
        tensor_84 = torch.tensor(84)
        add_84 = add_83 + tensor_84;  add_83 = tensor_84 = None
        tensor_85 = torch.tensor(85)
        add_85 = add_84 + tensor_85;  add_84 = tensor_85 = None
        tensor_86 = torch.tensor(86)
        add_86 = add_85 + tensor_86;  add_85 = tensor_86 = None
        tensor_87 = torch.tensor(87)
        add_87 = add_86 + tensor_87;  add_86 = tensor_87 = None
        tensor_88 = torch.tensor(88)
        add_88 = add_87 + tensor_88;  add_87 = tensor_88 = None
        tensor_89 = torch.tensor(89)
        add_89 = add_88 + tensor_89;  add_88 = tensor_89 = None
        tensor_90 = torch.tensor(90)
        add_90 = add_89 + tensor_90;  add_89 = tensor_90 = None
        tensor_91 = torch.tensor(91)
        add_91 = add_90 + tensor_91;  add_90 = tensor_91 = None
        tensor_92 = torch.tensor(92)
        add_92 = add_91 + tensor_92;  add_91 = tensor_92 = None
        tensor_93 = torch.tensor(93)
        add_93 = add_92 + tensor_93;  add_92 = tensor_93 = None
        tensor_94 = torch.tensor(94)
        add_94 = add_93 + tensor_94;  add_93 = tensor_94 = None
        tensor_95 = torch.tensor(95)
        add_95 = add_94 + tensor_95;  add_94 = tensor_95 = None
        tensor_96 = torch.tensor(96)
        add_96 = add_95 + tensor_96;  add_95 = tensor_96 = None
        tensor_97 = torch.tensor(97)
        add_97 = add_96 + tensor_97;  add_96 = tensor_97 = None
        tensor_98 = torch.tensor(98)
        add_98 = add_97 + tensor_98;  add_97 = tensor_98 = None
        tensor_99 = torch.tensor(99)
        add_99 = add_98 + tensor_99;  add_98 = tensor_99 = None
        tensor_100 = torch.tensor(100)
        add_100 = add_99 + tensor_100;  add_99 = tensor_100 = None
        tensor_101 = torch.tensor(101)
        add_101 = add_100 + tensor_101;  add_100 = tensor_101 = None
        tensor_102 = torch.tensor(102)
        add_102 = add_101 + tensor_102;  add_101 = tensor_102 = None
        tensor_103 = torch.tensor(103)
        add_103 = add_102 + tensor_103;  add_102 = tensor_103 = None
        tensor_104 = torch.tensor(104)
        add_104 = add_103 + tensor_104;  add_103 = tensor_104 = None
        tensor_105 = torch.tensor(105)
        add_105 = add_104 + tensor_105;  add_104 = tensor_105 = None
        tensor_106 = torch.tensor(106)
        add_106 = add_105 + tensor_106;  add_105 = tensor_106 = None
        tensor_107 = torch.tensor(107)
        add_107 = add_106 + tensor_107;  add_106 = tensor_107 = None
        tensor_108 = torch.tensor(108)
        add_108 = add_107 + tensor_108;  add_107 = tensor_108 = None
        tensor_109 = torch.tensor(109)
        add_109 = add_108 + tensor_109;  add_108 = tensor_109 = None
        tensor_110 = torch.tensor(110)
        add_110 = add_109 + tensor_110;  add_109 = tensor_110 = None
        tensor_111 = torch.tensor(111)
        add_111 = add_110 + tensor_111;  add_110 = tensor_111 = None
        tensor_112 = torch.tensor(112)
        add_112 = add_111 + tensor_112;  add_111 = tensor_112 = None
        tensor_113 = torch.tensor(113)
        add_113 = add_112 + tensor_113;  add_112 = tensor_113 = None
        tensor_114 = torch.tensor(114)
        add_114 = add_113 + tensor_114;  add_113 = tensor_114 = None
        tensor_115 = torch.tensor(115)
        add_115 = add_114 + tensor_115;  add_114 = tensor_115 = None
        tensor_116 = torch.tensor(116)
        add_116 = add_115 + tensor_116;  add_115 = tensor_116 = None
        tensor_117 = torch.tensor(117)
        add_117 = add_116 + tensor_117;  add_116 = tensor_117 = None
        tensor_118 = torch.tensor(118)
        add_118 = add_117 + tensor_118;  add_117 = tensor_118 = None
        tensor_119 = torch.tensor(119)
        add_119 = add_118 + tensor_119;  add_118 = tensor_119 = None
        tensor_120 = torch.tensor(120)
        add_120 = add_119 + tensor_120;  add_119 = tensor_120 = None
        tensor_121 = torch.tensor(121)
        add_121 = add_120 + tensor_121;  add_120 = tensor_121 = None
        tensor_122 = torch.tensor(122)
        add_122 = add_121 + tensor_122;  add_121 = tensor_122 = None
        tensor_123 = torch.tensor(123)
        add_123 = add_122 + tensor_123;  add_122 = tensor_123 = None
        tensor_124 = torch.tensor(124)
        add_124 = add_123 + tensor_124;  add_123 = tensor_124 = None
        tensor_125 = torch.tensor(125)
        add_125 = add_124 + tensor_125;  add_124 = tensor_125 = None
        tensor_126 = torch.tensor(126)
        add_126 = add_125 + tensor_126;  add_125 = tensor_126 = None
        tensor_127 = torch.tensor(127)
        add_127 = add_126 + tensor_127;  add_126 = tensor_127 = None
        tensor_128 = torch.tensor(128)
        add_128 = add_127 + tensor_128;  add_127 = tensor_128 = None
        tensor_129 = torch.tensor(129)
        add_129 = add_128 + tensor_129;  add_128 = tensor_129 = None
        tensor_130 = torch.tensor(130)
        add_130 = add_129 + tensor_130;  add_129 = tensor_130 = None
        tensor_131 = torch.tensor(131)
        add_131 = add_130 + tensor_131;  add_130 = tensor_131 = None
        tensor_132 = torch.tensor(132)
        add_132 = add_131 + tensor_132;  add_131 = tensor_132 = None
        tensor_133 = torch.tensor(133)
        add_133 = add_132 + tensor_133;  add_132 = tensor_133 = None
        tensor_134 = torch.tensor(134)
        add_134 = add_133 + tensor_134;  add_133 = tensor_134 = None
        tensor_135 = torch.tensor(135)
        add_135 = add_134 + tensor_135;  add_134 = tensor_135 = None
        tensor_136 = torch.tensor(136)
        add_136 = add_135 + tensor_136;  add_135 = tensor_136 = None
        tensor_137 = torch.tensor(137)
        add_137 = add_136 + tensor_137;  add_136 = tensor_137 = None
        tensor_138 = torch.tensor(138)
        add_138 = add_137 + tensor_138;  add_137 = tensor_138 = None
        tensor_139 = torch.tensor(139)
        add_139 = add_138 + tensor_139;  add_138 = tensor_139 = None
        tensor_140 = torch.tensor(140)
        add_140 = add_139 + tensor_140;  add_139 = tensor_140 = None
        tensor_141 = torch.tensor(141)
        add_141 = add_140 + tensor_141;  add_140 = tensor_141 = None
        tensor_142 = torch.tensor(142)
        add_142 = add_141 + tensor_142;  add_141 = tensor_142 = None
        tensor_143 = torch.tensor(143)
        add_143 = add_142 + tensor_143;  add_142 = tensor_143 = None
        tensor_144 = torch.tensor(144)
        add_144 = add_143 + tensor_144;  add_143 = tensor_144 = None
        tensor_145 = torch.tensor(145)
        add_145 = add_144 + tensor_145;  add_144 = tensor_145 = None
        tensor_146 = torch.tensor(146)
        add_146 = add_145 + tensor_146;  add_145 = tensor_146 = None
        tensor_147 = torch.tensor(147)
        add_147 = add_146 + tensor_147;  add_146 = tensor_147 = None
        tensor_148 = torch.tensor(148)
        add_148 = add_147 + tensor_148;  add_147 = tensor_148 = None
        tensor_149 = torch.tensor(149)
        add_149 = add_148 + tensor_149;  add_148 = tensor_149 = None
        tensor_150 = torch.tensor(150)
        add_150 = add_149 + tensor_150;  add_149 = tensor_150 = None
        tensor_151 = torch.tensor(151)
        add_151 = add_150 + tensor_151;  add_150 = tensor_151 = None
        tensor_152 = torch.tensor(152)
        add_152 = add_151 + tensor_152;  add_151 = tensor_152 = None
        tensor_153 = torch.tensor(153)
        add_153 = add_152 + tensor_153;  add_152 = tensor_153 = None
        tensor_154 = torch.tensor(154)
        add_154 = add_153 + tensor_154;  add_153 = tensor_154 = None
        tensor_155 = torch.tensor(155)
        add_155 = add_154 + tensor_155;  add_154 = tensor_155 = None
        tensor_156 = torch.tensor(156)
        add_156 = add_155 + tensor_156;  add_155 = tensor_156 = None
        tensor_157 = torch.tensor(157)
        add_157 = add_156 + tensor_157;  add_156 = tensor_157 = None
        tensor_158 = torch.tensor(158)
        add_158 = add_157 + tensor_158;  add_157 = tensor_158 = None
        tensor_159 = torch.tensor(159)
        add_159 = add_158 + tensor_159;  add_158 = tensor_159 = None
        tensor_160 = torch.tensor(160)
        add_160 = add_159 + tensor_160;  add_159 = tensor_160 = None
        tensor_161 = torch.tensor(161)
        add_161 = add_160 + tensor_161;  add_160 = tensor_161 = None
        tensor_162 = torch.tensor(162)
        add_162 = add_161 + tensor_162;  add_161 = tensor_162 = None
        tensor_163 = torch.tensor(163)
        add_163 = add_162 + tensor_163;  add_162 = tensor_163 = None
        tensor_164 = torch.tensor(164)
        add_164 = add_163 + tensor_164;  add_163 = tensor_164 = None
        tensor_165 = torch.tensor(165)
        add_165 = add_164 + tensor_165;  add_164 = tensor_165 = None
        tensor_166 = torch.tensor(166)
        add_166 = add_165 + tensor_166;  add_165 = tensor_166 = None
        tensor_167 = torch.tensor(167)
        add_167 = add_166 + tensor_167;  add_166 = tensor_167 = None
        tensor_168 = torch.tensor(168)
        add_168 = add_167 + tensor_168;  add_167 = tensor_168 = None
        tensor_169 = torch.tensor(169)
        add_169 = add_168 + tensor_169;  add_168 = tensor_169 = None
        tensor_170 = torch.tensor(170)
        add_170 = add_169 + tensor_170;  add_169 = tensor_170 = None
        tensor_171 = torch.tensor(171)
        add_171 = add_170 + tensor_171;  add_170 = tensor_171 = None
        tensor_172 = torch.tensor(172)
        add_172 = add_171 + tensor_172;  add_171 = tensor_172 = None
        tensor_173 = torch.tensor(173)
        add_173 = add_172 + tensor_173;  add_172 = tensor_173 = None
        tensor_174 = torch.tensor(174)
        add_174 = add_173 + tensor_174;  add_173 = tensor_174 = None
        tensor_175 = torch.tensor(175)
        add_175 = add_174 + tensor_175;  add_174 = tensor_175 = None
        tensor_176 = torch.tensor(176)
        add_176 = add_175 + tensor_176;  add_175 = tensor_176 = None
        tensor_177 = torch.tensor(177)
        add_177 = add_176 + tensor_177;  add_176 = tensor_177 = None
        tensor_178 = torch.tensor(178)
        add_178 = add_177 + tensor_178;  add_177 = tensor_178 = None
        tensor_179 = torch.tensor(179)
        add_179 = add_178 + tensor_179;  add_178 = tensor_179 = None
        tensor_180 = torch.tensor(180)
        add_180 = add_179 + tensor_180;  add_179 = tensor_180 = None
        tensor_181 = torch.tensor(181)
        add_181 = add_180 + tensor_181;  add_180 = tensor_181 = None
        tensor_182 = torch.tensor(182)
        add_182 = add_181 + tensor_182;  add_181 = tensor_182 = None
        tensor_183 = torch.tensor(183)
        add_183 = add_182 + tensor_183;  add_182 = tensor_183 = None
        tensor_184 = torch.tensor(184)
        add_184 = add_183 + tensor_184;  add_183 = tensor_184 = None
        tensor_185 = torch.tensor(185)
        add_185 = add_184 + tensor_185;  add_184 = tensor_185 = None
        tensor_186 = torch.tensor(186)
        add_186 = add_185 + tensor_186;  add_185 = tensor_186 = None
        tensor_187 = torch.tensor(187)
        add_187 = add_186 + tensor_187;  add_186 = tensor_187 = None
        tensor_188 = torch.tensor(188)
        add_188 = add_187 + tensor_188;  add_187 = tensor_188 = None
        tensor_189 = torch.tensor(189)
        add_189 = add_188 + tensor_189;  add_188 = tensor_189 = None
        tensor_190 = torch.tensor(190)
        add_190 = add_189 + tensor_190;  add_189 = tensor_190 = None
        tensor_191 = torch.tensor(191)
        add_191 = add_190 + tensor_191;  add_190 = tensor_191 = None
        tensor_192 = torch.tensor(192)
        add_192 = add_191 + tensor_192;  add_191 = tensor_192 = None
        tensor_193 = torch.tensor(193)
        add_193 = add_192 + tensor_193;  add_192 = tensor_193 = None
        tensor_194 = torch.tensor(194)
        add_194 = add_193 + tensor_194;  add_193 = tensor_194 = None
        tensor_195 = torch.tensor(195)
        add_195 = add_194 + tensor_195;  add_194 = tensor_195 = None
        tensor_196 = torch.tensor(196)
        add_196 = add_195 + tensor_196;  add_195 = tensor_196 = None
        tensor_197 = torch.tensor(197)
        add_197 = add_196 + tensor_197;  add_196 = tensor_197 = None
        tensor_198 = torch.tensor(198)
        add_198 = add_197 + tensor_198;  add_197 = tensor_198 = None
        tensor_199 = torch.tensor(199)
        add_199 = add_198 + tensor_199;  add_198 = tensor_199 = None
        tensor_200 = torch.tensor(200)
        add_200 = add_199 + tensor_200;  add_199 = tensor_200 = None
        tensor_201 = torch.tensor(201)
        add_201 = add_200 + tensor_201;  add_200 = tensor_201 = None
        tensor_202 = torch.tensor(202)
        add_202 = add_201 + tensor_202;  add_201 = tensor_202 = None
        tensor_203 = torch.tensor(203)
        add_203 = add_202 + tensor_203;  add_202 = tensor_203 = None
        tensor_204 = torch.tensor(204)
        add_204 = add_203 + tensor_204;  add_203 = tensor_204 = None
        tensor_205 = torch.tensor(205)
        add_205 = add_204 + tensor_205;  add_204 = tensor_205 = None
        tensor_206 = torch.tensor(206)
        add_206 = add_205 + tensor_206;  add_205 = tensor_206 = None
        tensor_207 = torch.tensor(207)
        add_207 = add_206 + tensor_207;  add_206 = tensor_207 = None
        tensor_208 = torch.tensor(208)
        add_208 = add_207 + tensor_208;  add_207 = tensor_208 = None
        tensor_209 = torch.tensor(209)
        add_209 = add_208 + tensor_209;  add_208 = tensor_209 = None
        tensor_210 = torch.tensor(210)
        add_210 = add_209 + tensor_210;  add_209 = tensor_210 = None
        tensor_211 = torch.tensor(211)
        add_211 = add_210 + tensor_211;  add_210 = tensor_211 = None
        tensor_212 = torch.tensor(212)
        add_212 = add_211 + tensor_212;  add_211 = tensor_212 = None
        tensor_213 = torch.tensor(213)
        add_213 = add_212 + tensor_213;  add_212 = tensor_213 = None
        tensor_214 = torch.tensor(214)
        add_214 = add_213 + tensor_214;  add_213 = tensor_214 = None
        tensor_215 = torch.tensor(215)
        add_215 = add_214 + tensor_215;  add_214 = tensor_215 = None
        tensor_216 = torch.tensor(216)
        add_216 = add_215 + tensor_216;  add_215 = tensor_216 = None
        tensor_217 = torch.tensor(217)
        add_217 = add_216 + tensor_217;  add_216 = tensor_217 = None
        tensor_218 = torch.tensor(218)
        add_218 = add_217 + tensor_218;  add_217 = tensor_218 = None
        tensor_219 = torch.tensor(219)
        add_219 = add_218 + tensor_219;  add_218 = tensor_219 = None
        tensor_220 = torch.tensor(220)
        add_220 = add_219 + tensor_220;  add_219 = tensor_220 = None
        tensor_221 = torch.tensor(221)
        add_221 = add_220 + tensor_221;  add_220 = tensor_221 = None
        tensor_222 = torch.tensor(222)
        add_222 = add_221 + tensor_222;  add_221 = tensor_222 = None
        tensor_223 = torch.tensor(223)
        add_223 = add_222 + tensor_223;  add_222 = tensor_223 = None
        tensor_224 = torch.tensor(224)
        add_224 = add_223 + tensor_224;  add_223 = tensor_224 = None
        tensor_225 = torch.tensor(225)
        add_225 = add_224 + tensor_225;  add_224 = tensor_225 = None
        tensor_226 = torch.tensor(226)
        add_226 = add_225 + tensor_226;  add_225 = tensor_226 = None
        tensor_227 = torch.tensor(227)
        add_227 = add_226 + tensor_227;  add_226 = tensor_227 = None
        tensor_228 = torch.tensor(228)
        add_228 = add_227 + tensor_228;  add_227 = tensor_228 = None
        tensor_229 = torch.tensor(229)
        add_229 = add_228 + tensor_229;  add_228 = tensor_229 = None
        tensor_230 = torch.tensor(230)
        add_230 = add_229 + tensor_230;  add_229 = tensor_230 = None
        tensor_231 = torch.tensor(231)
        add_231 = add_230 + tensor_231;  add_230 = tensor_231 = None
        tensor_232 = torch.tensor(232)
        add_232 = add_231 + tensor_232;  add_231 = tensor_232 = None
        tensor_233 = torch.tensor(233)
        add_233 = add_232 + tensor_233;  add_232 = tensor_233 = None
        tensor_234 = torch.tensor(234)
        add_234 = add_233 + tensor_234;  add_233 = tensor_234 = None
        tensor_235 = torch.tensor(235)
        add_235 = add_234 + tensor_235;  add_234 = tensor_235 = None
        tensor_236 = torch.tensor(236)
        add_236 = add_235 + tensor_236;  add_235 = tensor_236 = None
        tensor_237 = torch.tensor(237)
        add_237 = add_236 + tensor_237;  add_236 = tensor_237 = None
        tensor_238 = torch.tensor(238)
        add_238 = add_237 + tensor_238;  add_237 = tensor_238 = None
        tensor_239 = torch.tensor(239)
        add_239 = add_238 + tensor_239;  add_238 = tensor_239 = None
        tensor_240 = torch.tensor(240)
        add_240 = add_239 + tensor_240;  add_239 = tensor_240 = None
        tensor_241 = torch.tensor(241)
        add_241 = add_240 + tensor_241;  add_240 = tensor_241 = None
        tensor_242 = torch.tensor(242)
        add_242 = add_241 + tensor_242;  add_241 = tensor_242 = None
        tensor_243 = torch.tensor(243)
        add_243 = add_242 + tensor_243;  add_242 = tensor_243 = None
        tensor_244 = torch.tensor(244)
        add_244 = add_243 + tensor_244;  add_243 = tensor_244 = None
        tensor_245 = torch.tensor(245)
        add_245 = add_244 + tensor_245;  add_244 = tensor_245 = None
        tensor_246 = torch.tensor(246)
        add_246 = add_245 + tensor_246;  add_245 = tensor_246 = None
        tensor_247 = torch.tensor(247)
        add_247 = add_246 + tensor_247;  add_246 = tensor_247 = None
        tensor_248 = torch.tensor(248)
        add_248 = add_247 + tensor_248;  add_247 = tensor_248 = None
        tensor_249 = torch.tensor(249)
        add_249 = add_248 + tensor_249;  add_248 = tensor_249 = None
        tensor_250 = torch.tensor(250)
        add_250 = add_249 + tensor_250;  add_249 = tensor_250 = None
        tensor_251 = torch.tensor(251)
        add_251 = add_250 + tensor_251;  add_250 = tensor_251 = None
        tensor_252 = torch.tensor(252)
        add_252 = add_251 + tensor_252;  add_251 = tensor_252 = None
        tensor_253 = torch.tensor(253)
        add_253 = add_252 + tensor_253;  add_252 = tensor_253 = None
        tensor_254 = torch.tensor(254)
        add_254 = add_253 + tensor_254;  add_253 = tensor_254 = None
        tensor_255 = torch.tensor(255)
        add_255 = add_254 + tensor_255;  add_254 = tensor_255 = None
        tensor_256 = torch.tensor(256)
        add_256 = add_255 + tensor_256;  add_255 = tensor_256 = None
        tensor_257 = torch.tensor(257)
        add_257 = add_256 + tensor_257;  add_256 = tensor_257 = None
        tensor_258 = torch.tensor(258)
        add_258 = add_257 + tensor_258;  add_257 = tensor_258 = None
        tensor_259 = torch.tensor(259)
        add_259 = add_258 + tensor_259;  add_258 = tensor_259 = None
        tensor_260 = torch.tensor(260)
        add_260 = add_259 + tensor_260;  add_259 = tensor_260 = None
        tensor_261 = torch.tensor(261)
        add_261 = add_260 + tensor_261;  add_260 = tensor_261 = None
        tensor_262 = torch.tensor(262)
        add_262 = add_261 + tensor_262;  add_261 = tensor_262 = None
        tensor_263 = torch.tensor(263)
        add_263 = add_262 + tensor_263;  add_262 = tensor_263 = None
        tensor_264 = torch.tensor(264)
        add_264 = add_263 + tensor_264;  add_263 = tensor_264 = None
        tensor_265 = torch.tensor(265)
        add_265 = add_264 + tensor_265;  add_264 = tensor_265 = None
        tensor_266 = torch.tensor(266)
        add_266 = add_265 + tensor_266;  add_265 = tensor_266 = None
        tensor_267 = torch.tensor(267)
        add_267 = add_266 + tensor_267;  add_266 = tensor_267 = None
        tensor_268 = torch.tensor(268)
        add_268 = add_267 + tensor_268;  add_267 = tensor_268 = None
        tensor_269 = torch.tensor(269)
        add_269 = add_268 + tensor_269;  add_268 = tensor_269 = None
        tensor_270 = torch.tensor(270)
        add_270 = add_269 + tensor_270;  add_269 = tensor_270 = None
        tensor_271 = torch.tensor(271)
        add_271 = add_270 + tensor_271;  add_270 = tensor_271 = None
        tensor_272 = torch.tensor(272)
        add_272 = add_271 + tensor_272;  add_271 = tensor_272 = None
        tensor_273 = torch.tensor(273)
        add_273 = add_272 + tensor_273;  add_272 = tensor_273 = None
        tensor_274 = torch.tensor(274)
        add_274 = add_273 + tensor_274;  add_273 = tensor_274 = None
        tensor_275 = torch.tensor(275)
        add_275 = add_274 + tensor_275;  add_274 = tensor_275 = None
        tensor_276 = torch.tensor(276)
        add_276 = add_275 + tensor_276;  add_275 = tensor_276 = None
        tensor_277 = torch.tensor(277)
        add_277 = add_276 + tensor_277;  add_276 = tensor_277 = None
        tensor_278 = torch.tensor(278)
        add_278 = add_277 + tensor_278;  add_277 = tensor_278 = None
        tensor_279 = torch.tensor(279)
        add_279 = add_278 + tensor_279;  add_278 = tensor_279 = None
        tensor_280 = torch.tensor(280)
        add_280 = add_279 + tensor_280;  add_279 = tensor_280 = None
        tensor_281 = torch.tensor(281)
        add_281 = add_280 + tensor_281;  add_280 = tensor_281 = None
        tensor_282 = torch.tensor(282)
        add_282 = add_281 + tensor_282;  add_281 = tensor_282 = None
        tensor_283 = torch.tensor(283)
        add_283 = add_282 + tensor_283;  add_282 = tensor_283 = None
        tensor_284 = torch.tensor(284)
        add_284 = add_283 + tensor_284;  add_283 = tensor_284 = None
        tensor_285 = torch.tensor(285)
        add_285 = add_284 + tensor_285;  add_284 = tensor_285 = None
        tensor_286 = torch.tensor(286)
        add_286 = add_285 + tensor_286;  add_285 = tensor_286 = None
        tensor_287 = torch.tensor(287)
        add_287 = add_286 + tensor_287;  add_286 = tensor_287 = None
        tensor_288 = torch.tensor(288)
        add_288 = add_287 + tensor_288;  add_287 = tensor_288 = None
        tensor_289 = torch.tensor(289)
        add_289 = add_288 + tensor_289;  add_288 = tensor_289 = None
        tensor_290 = torch.tensor(290)
        add_290 = add_289 + tensor_290;  add_289 = tensor_290 = None
        tensor_291 = torch.tensor(291)
        add_291 = add_290 + tensor_291;  add_290 = tensor_291 = None
        tensor_292 = torch.tensor(292)
        add_292 = add_291 + tensor_292;  add_291 = tensor_292 = None
        tensor_293 = torch.tensor(293)
        add_293 = add_292 + tensor_293;  add_292 = tensor_293 = None
        tensor_294 = torch.tensor(294)
        add_294 = add_293 + tensor_294;  add_293 = tensor_294 = None
        tensor_295 = torch.tensor(295)
        add_295 = add_294 + tensor_295;  add_294 = tensor_295 = None
        tensor_296 = torch.tensor(296)
        add_296 = add_295 + tensor_296;  add_295 = tensor_296 = None
        tensor_297 = torch.tensor(297)
        add_297 = add_296 + tensor_297;  add_296 = tensor_297 = None
        tensor_298 = torch.tensor(298)
        add_298 = add_297 + tensor_298;  add_297 = tensor_298 = None
        tensor_299 = torch.tensor(299)
        add_299 = add_298 + tensor_299;  add_298 = tensor_299 = None
        return (add_299,)
